// The course page: courses/:courseId, courses/:courseId/:userCourseUuid and .../:sectionId.
// With a latest user course and none in the path it redirects to that one. Start Class and
// Retake Class enroll (then open the player), Resume Class opens the current section; tabs
// Content (sections, with completion for a user course, and the exam button), Details, Disclosures.
import { useState } from 'react';
import { Button, Heading } from '@web/components/ui';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { COURSE_ACTION_LABELS, courseAction, credentialsAvailable, statusLabel } from '@shared/rules/learning';
import { courseAccent } from '@web/components/course-accent';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useEnroll } from '../api/enroll';
import { useCourse, type Course } from '../api/get-course';
import { useUserCourse, type UserCourseDetail } from '../api/get-user-course';
import { useCourseSections, type CourseSection } from '../api/list-course-sections';
import { useSubscriptions } from '../api/list-subscriptions';
import { EnrollError } from '../components/enroll-error';
import { CourseDetails, CourseDisclosures } from '../components/course-details';
import { ExamButton } from '../components/exam-button';
import { ProgressBar } from '../components/progress-bar';
import { Tabs } from '../components/tabs';
import { UserCourseSectionList } from '../components/user-course-sections';
import { ENROLL_FAILED, enrollResult } from '../lib/enroll-outcome';
import { coursePath, PORTAL_PLAYER, resourcesPath, resumePath } from '../lib/links';
import '../learning.css';

type TabKey = 'content' | 'details' | 'disclosures';

export function CoursePage() {
  const { courseId = '', userCourseUuid, sectionId } = useParams();
  const course = useCourse(courseId);
  usePageTitle(course.data?.title ?? 'Course');

  return (
    <QueryState
      query={course}
      pending="Loading course…"
      failed="We could not load this course"
      notFound={{ title: 'Course not found', message: 'This course does not exist or is no longer offered.' }}
    >
      {(data) =>
        data.latestUserCourse && !userCourseUuid ? (
          <Navigate to={coursePath(courseId, data.latestUserCourse.uuid)} replace />
        ) : (
          <CourseView course={data} userCourseUuid={userCourseUuid ?? null} sectionId={sectionId ?? null} />
        )
      }
    </QueryState>
  );
}

function CourseView({
  course,
  userCourseUuid,
  sectionId,
}: {
  course: Course;
  userCourseUuid: string | null;
  sectionId: string | null;
}) {
  const [tab, setTab] = useState<TabKey>('content');
  const userCourse = useUserCourse(userCourseUuid ?? undefined);
  const accent = courseAccent(course.color);

  return (
    <div className="page course-page">
      <header className="course-hero" style={accent}>
        <div>
          <p className="course-hero__eyebrow">
            {course.courseType} · {course.creditHours} credit hours · {course.sectionCount}{' '}
            {course.sectionCount === 1 ? 'section' : 'sections'}
          </p>
          <Heading level={1} className="course-hero__title">
            {course.title}
          </Heading>
          {course.subtitle ? <p className="course-hero__subtitle">{course.subtitle}</p> : null}
        </div>
      </header>
      <CourseActions course={course} />
      {userCourse.data ? <UserCourseSummary userCourse={userCourse.data} /> : null}
      <Tabs<TabKey>
        label="Course information"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: 'content',
            label: 'Content',
            panel: (
              <ContentPanel
                course={course}
                userCourseUuid={userCourseUuid}
                userCourse={userCourse}
                sectionId={sectionId}
              />
            ),
          },
          { key: 'details', label: 'Details', panel: <CourseDetails course={course} /> },
          { key: 'disclosures', label: 'Disclosures', panel: <CourseDisclosures course={course} /> },
        ]}
      />
    </div>
  );
}

/** Start Class / Resume Class / Retake Class (+ Course Resources), from the latest user course. */
function CourseActions({ course }: { course: Course }) {
  const latest = course.latestUserCourse;
  const action = courseAction(latest);
  const latestDetail = useUserCourse(latest?.uuid);
  const enroll = useEnroll();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  // A course one of the learner's subscriptions offers starts through that subscription.
  const subscriptions = useSubscriptions();
  const offeredBy = subscriptions.data?.find((subscription) =>
    subscription.courses.some((offered) => offered.id === course.id),
  )?.uuid;

  const start = (review = false) => {
    setError(null);
    // A retake of a subscription's course stays in that subscription.
    const subscriptionUuid = action === 'retake' ? (latestDetail.data?.subscriptionUuid ?? offeredBy) : offeredBy;
    enroll.mutate(
      { courseId: course.id, subscriptionUuid: subscriptionUuid ?? undefined, ...(review ? { review: true } : {}) },
      {
        onSuccess: (reply) => {
          const result = enrollResult(reply, PORTAL_PLAYER);
          if ('to' in result) navigate(result.to);
          else setError(result.error);
        },
        onError: () => setError(ENROLL_FAILED),
      },
    );
  };

  const resumeTo = latestDetail.data ? (resumePath(latestDetail.data, PORTAL_PLAYER) ?? null) : null;
  // Without an entitlement a new card must be bought first (or the group admin assigns it); a passed
  // course can still be retaken as a review, which issues no card. The note says so before starting.
  const entitlement = course.entitlement;
  const unbacked = action !== 'resume' && entitlement !== undefined && entitlement.state !== 'entitled';

  return (
    <div className="course-actions">
      <div className="row">
        {action === 'resume' ? (
          resumeTo ? (
            <Link to={resumeTo} className="amplify-button amplify-button--primary button-link">
              {COURSE_ACTION_LABELS.resume}
            </Link>
          ) : (
            <Button
              variation="primary"
              isDisabled
              isLoading={latestDetail.isPending}
              loadingText={COURSE_ACTION_LABELS.resume}
            >
              {COURSE_ACTION_LABELS.resume}
            </Button>
          )
        ) : unbacked && entitlement.productId ? (
          <Link
            to={href(paths.cartAdd, { productId: entitlement.productId })}
            className="amplify-button amplify-button--primary button-link"
          >
            {COURSE_ACTION_LABELS[action]}
          </Link>
        ) : unbacked ? (
          <Button variation="primary" isDisabled>
            {COURSE_ACTION_LABELS[action]}
          </Button>
        ) : (
          <Button variation="primary" onClick={() => start()} isLoading={enroll.isPending} loadingText="Starting…">
            {COURSE_ACTION_LABELS[action]}
          </Button>
        )}
        {unbacked && entitlement.canReview ? (
          <Button onClick={() => start(true)} isLoading={enroll.isPending} loadingText="Starting…">
            Review Class (no new card)
          </Button>
        ) : null}
        {action === 'retake' && latest && credentialsAvailable(latest.status) ? (
          <Link to={resourcesPath(latest.uuid)} className="amplify-button button-link">
            Course Resources
          </Link>
        ) : null}
      </div>
      {unbacked && entitlement.message ? <p className="course-actions__note">{entitlement.message}</p> : null}
      <EnrollError message={error} />
    </div>
  );
}

function UserCourseSummary({ userCourse }: { userCourse: UserCourseDetail }) {
  return (
    <div className="user-course-summary">
      <p>
        <span className="muted">Status: </span>
        <strong>{statusLabel(userCourse.status)}</strong>
        <span className="muted"> · {userCourse.examType}</span>
      </p>
      <ProgressBar value={userCourse.progress} label="Course progress" />
    </div>
  );
}

function ContentPanel({
  course,
  userCourseUuid,
  userCourse,
  sectionId,
}: {
  course: Course;
  userCourseUuid: string | null;
  userCourse: ReturnType<typeof useUserCourse>;
  sectionId: string | null;
}) {
  const latestUuid = course.latestUserCourse?.uuid ?? null;
  return (
    <div className="content-panel">
      <h2>Sections</h2>
      {userCourseUuid ? (
        <UserCourseSectionList
          userCourseUuid={userCourseUuid}
          sectionId={sectionId}
          player={PORTAL_PLAYER}
          notFoundAction={
            latestUuid && latestUuid !== userCourseUuid ? (
              <Link to={coursePath(course.id, latestUuid)}>Go to your latest enrollment</Link>
            ) : undefined
          }
        />
      ) : (
        <CourseSectionList courseId={course.id} />
      )}
      <h2>Exam</h2>
      {userCourse.data?.canStart ? null : <p className="muted">Complete every section to unlock the exam.</p>}
      <ExamButton userCourse={userCourse.data ?? null} />
    </div>
  );
}

function CourseSectionList({ courseId }: { courseId: string }) {
  const sections = useCourseSections(courseId);
  return (
    <QueryState query={sections} variant="block" pending="Loading sections…" failed="We could not load the sections.">
      {(data) => <CourseOutline sections={data} />}
    </QueryState>
  );
}

function CourseOutline({ sections }: { sections: CourseSection[] }) {
  if (sections.length === 0) return <p className="muted">This course has no sections yet.</p>;
  return (
    <ol className="section-list">
      {sections.map((section, index) => (
        <li key={section.id} className="section-item">
          <span className="section-item__marker" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="section-item__title">{section.title}</h3>
            <p>{section.about}</p>
            <p className="muted">{section.duration} min</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
