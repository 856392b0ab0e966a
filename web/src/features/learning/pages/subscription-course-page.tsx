// A subscription's course: /user-portal/subscriptions/:subscriptionUuid/courses/:courseId with the
// tabs details and disclosures (the index opens details) and, for a course with CE,
// direct-board-reporting (board-reporting's tab, composed in by the app as a child route: it renders
// in this page's outlet once the subscription and course are found), and the learner's user course
// of it at /:userCourseUuid (its review materials, a section marked at /:userCourseUuid/:sectionId). Start, resume and the
// materials' sections stay inside the subscription (its player, whose Back To Index returns here).
import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { offersCe } from '@shared/rules/continuing-education';
import {
  COURSE_ACTION_LABELS,
  courseAction,
  credentialsAvailable,
  enrollmentOutcome,
  statusLabel,
} from '@shared/rules/learning';
import { Button, Heading } from '@web/components/ui';
import { courseAccent } from '@web/components/course-accent';
import { NotFound, QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useEnroll } from '../api/enroll';
import { useCourse, type Course } from '../api/get-course';
import { useSubscription } from '../api/get-subscription';
import type { Subscription } from '../api/list-subscriptions';
import type { UserCourse } from '../api/list-user-courses';
import { CourseDetails, CourseDisclosures } from '../components/course-details';
import { EnrollError } from '../components/enroll-error';
import { ExamButton } from '../components/exam-button';
import { ProgressBar } from '../components/progress-bar';
import { UserCourseSectionList } from '../components/user-course-sections';
import { ENROLL_FAILED, enrollResult } from '../lib/enroll-outcome';
import { resourcesPath, resumePath, subscriptionCoursePath, subscriptionPath, type PlayerKind } from '../lib/links';
import '../learning.css';

interface SubscriptionCourseContext {
  subscription: Subscription;
  course: Course;
  /** The learner's user courses of this course in this subscription, newest first. */
  userCourses: UserCourse[];
  player: PlayerKind;
}

export function SubscriptionCoursePage() {
  const { subscriptionUuid = '', courseId = '' } = useParams();
  const subscription = useSubscription(subscriptionUuid);
  const course = useCourse(courseId);
  usePageTitle(course.data?.title ?? 'Course');

  return (
    <QueryState
      query={subscription}
      pending="Loading course…"
      failed="We could not load this subscription"
      notFound={{ title: 'Subscription not found', message: 'This subscription does not exist or is not yours.' }}
    >
      {(subscriptionData) => (
        <QueryState
          query={course}
          pending="Loading course…"
          failed="We could not load this course"
          notFound={{ title: 'Course not found', message: 'This course does not exist or is no longer offered.' }}
        >
          {(courseData) =>
            subscriptionData.courses.some((offered) => offered.id === courseData.id) ? (
              <SubscriptionCourseView subscription={subscriptionData} course={courseData} />
            ) : (
              <NotFound
                title="Course not in this subscription"
                message={`${courseData.title} is not one of the courses of ${subscriptionData.productName}.`}
                action={
                  <Link to={subscriptionPath(subscriptionData.uuid)}>Back to {subscriptionData.productName}</Link>
                }
              />
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

function SubscriptionCourseView({ subscription, course }: { subscription: Subscription; course: Course }) {
  const { userCourseUuid } = useParams();
  const accent = courseAccent(course.color);
  const userCourses = subscription.userCourses
    .filter((userCourse) => userCourse.courseId === course.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const player: PlayerKind = { kind: 'subscription', subscriptionUuid: subscription.uuid };
  // The Materials tab opens the user course in the path, else the newest one.
  const materialsUuid = userCourseUuid ?? userCourses[0]?.uuid ?? null;
  const tabParams = { subscriptionUuid: subscription.uuid, courseId: course.id };
  const context: SubscriptionCourseContext = { subscription, course, userCourses, player };

  return (
    <div className="page course-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={subscriptionPath(subscription.uuid)}>{subscription.productName}</Link>
          </li>
          <li aria-current="page">{course.title}</li>
        </ol>
      </nav>
      <header className="course-hero" style={accent}>
        <div>
          <p className="course-hero__eyebrow">
            {course.courseType} · {course.creditHours} credit hours · {subscription.productName}
          </p>
          <Heading level={1} className="course-hero__title">
            {course.title}
          </Heading>
          {course.subtitle ? <p className="course-hero__subtitle">{course.subtitle}</p> : null}
        </div>
      </header>
      <SubscriptionCourseActions context={context} />
      <nav aria-label="Course pages" className="page-tabs">
        <ul>
          {materialsUuid ? (
            <li>
              <NavLink
                to={subscriptionCoursePath(subscription.uuid, course.id, materialsUuid)}
                className="page-tabs__link"
              >
                Materials
              </NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to={href(paths.subscriptionCourseDetails, tabParams)} className="page-tabs__link">
              Details
            </NavLink>
          </li>
          <li>
            <NavLink to={href(paths.subscriptionCourseDisclosures, tabParams)} className="page-tabs__link">
              Disclosures
            </NavLink>
          </li>
          {offersCe(course.id) ? (
            <li>
              <NavLink to={href(paths.subscriptionCourseBoardReporting, tabParams)} className="page-tabs__link">
                Direct Board Reporting
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="page-tabs__panel">
        <Outlet context={context} />
      </div>
    </div>
  );
}

/** Start Class / Resume Class / Retake Class through this subscription (+ Course Resources after a pass). */
function SubscriptionCourseActions({ context }: { context: SubscriptionCourseContext }) {
  const { subscription, course, userCourses, player } = context;
  const latest = userCourses[0] ?? null;
  const action = courseAction(latest);
  const enroll = useEnroll();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // An unfinished one opens where it was left; otherwise enrolling creates a new one.
  const resumeTo = latest && enrollmentOutcome(latest) === 'open-existing' ? resumePath(latest, player) : null;

  const start = () => {
    setError(null);
    enroll.mutate(
      { courseId: course.id, subscriptionUuid: subscription.uuid },
      {
        onSuccess: (reply) => {
          const result = enrollResult(reply, player);
          if ('to' in result) navigate(result.to);
          else setError(result.error);
        },
        onError: () => setError(ENROLL_FAILED),
      },
    );
  };

  return (
    <div className="course-actions">
      <div className="row">
        {resumeTo ? (
          <Link to={resumeTo} className="amplify-button amplify-button--primary button-link">
            {COURSE_ACTION_LABELS.resume}
          </Link>
        ) : (
          <Button variation="primary" onClick={start} isLoading={enroll.isPending} loadingText="Starting…">
            {COURSE_ACTION_LABELS[action]}
          </Button>
        )}
        {latest && credentialsAvailable(latest.status) ? (
          <Link to={resourcesPath(latest.uuid)} className="amplify-button button-link">
            Course Resources
          </Link>
        ) : null}
      </div>
      <EnrollError message={error} />
    </div>
  );
}

const useCourseContext = () => useOutletContext<SubscriptionCourseContext>();

/** The index opens the Details tab (its absolute path from the registry, like every link here). */
export function SubscriptionCourseIndex() {
  const { subscriptionUuid = '', courseId = '' } = useParams();
  return <Navigate to={href(paths.subscriptionCourseDetails, { subscriptionUuid, courseId })} replace />;
}

export function SubscriptionCourseDetailsTab() {
  return <CourseDetails course={useCourseContext().course} />;
}

export function SubscriptionCourseDisclosuresTab() {
  return (
    <div>
      <h2 className="visually-hidden">Disclosures</h2>
      <CourseDisclosures course={useCourseContext().course} />
    </div>
  );
}

/** A user course of this subscription's course: its status, its sections in the subscription's player, the exam. */
export function SubscriptionCourseMaterialsTab() {
  const { userCourseUuid = '', sectionId } = useParams();
  const { subscription, course, userCourses, player } = useCourseContext();
  const userCourse = userCourses.find((candidate) => candidate.uuid === userCourseUuid);
  if (!userCourse)
    return (
      <NotFound
        level={2}
        title="Enrollment not found"
        message={`We could not find this enrollment in ${course.title} of ${subscription.productName}.`}
        action={<Link to={subscriptionCoursePath(subscription.uuid, course.id)}>Course details</Link>}
      />
    );
  return (
    <div className="content-panel">
      <h2>Review materials</h2>
      <div className="user-course-summary">
        <p>
          <span className="muted">Status: </span>
          <strong>{statusLabel(userCourse.status)}</strong>
          <span className="muted"> · {userCourse.examType}</span>
        </p>
        <ProgressBar value={userCourse.progress} label="Course progress" />
      </div>
      {userCourses.length > 1 && userCourses[0]!.uuid !== userCourse.uuid ? (
        <p className="muted">
          This is an earlier enrollment.{' '}
          <Link to={subscriptionCoursePath(subscription.uuid, course.id, userCourses[0]!.uuid)}>
            Go to your latest enrollment
          </Link>
        </p>
      ) : null}
      <UserCourseSectionList userCourseUuid={userCourse.uuid} sectionId={sectionId ?? null} player={player} />
      <h2>Exam</h2>
      {userCourse.canStart ? null : <p className="muted">Complete every section to unlock the exam.</p>}
      <ExamButton userCourse={userCourse} />
    </div>
  );
}
