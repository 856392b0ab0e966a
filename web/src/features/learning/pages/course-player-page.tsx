// The course player: /user-portal/courses/:userCourseUuid/:sectionUuid, the same inside a
// subscription, and /course-content-plain/... without the app's chrome. A 300 px drawer lists
// the sections with completion and the exam button (under 1100 px it folds behind a toggle); the
// section's content is followed by exactly one button from the shared sectionButton rule.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { COURSE_DRAWER_WIDTH_PX, NARROW_BREAKPOINT_PX } from '@shared/constants';
import { EXAM_LOCKED_TOOLTIP_PLAYER, sectionButton } from '@shared/rules/learning';
import { courseAccent } from '@web/components/course-accent';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { MAIN_CONTENT_ID } from '@web/components/skip-link';
import { TooltipButton } from '@web/components/tooltip-button';
import { prefetchQueries, type Prefetch } from '@web/lib/prefetch';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useCompleteUserCourseSection } from '../api/complete-user-course-section';
import {
  userCourseSectionQueryOptions,
  useUserCourseSection,
  type UserCourseSectionDetail,
} from '../api/get-user-course-section';
import {
  userCourseSectionsQueryOptions,
  useUserCourseSections,
  type UserCourseSection,
} from '../api/list-user-course-sections';
import { EXAM_NOT_READY, ExamButton } from '../components/exam-button';
import { HtmlContent } from '@web/components/html-content';
import { ProgressBar } from '../components/progress-bar';
import {
  PORTAL_PLAYER,
  examPath,
  playerPath,
  redirectInPlayer,
  userCoursePagePath,
  type PlayerKind,
} from '../lib/links';
import '../learning.css';

/** The section and the course's section list, for every player (see lib/prefetch.ts). */
export const prefetch: Prefetch = ({ params, signedIn }) => {
  const sectionUuid = params.sectionUuid ?? params.userCourseSectionUuid;
  if (!signedIn || !sectionUuid || !params.userCourseUuid) return;
  prefetchQueries(userCourseSectionQueryOptions(sectionUuid), userCourseSectionsQueryOptions(params.userCourseUuid));
};

/** The learner's own player and the subscription one (inside the user layout). */
export function CoursePlayerPage() {
  const { userCourseUuid = '', sectionUuid = '', subscriptionUuid } = useParams();
  const player: PlayerKind = subscriptionUuid ? { kind: 'subscription', subscriptionUuid } : PORTAL_PLAYER;
  return <CoursePlayer player={player} userCourseUuid={userCourseUuid} sectionUuid={sectionUuid} />;
}

/** course-content-plain: the player alone, without the app's navigation, top bar and footer. */
export function PlainCoursePlayerPage() {
  const { userCourseUuid = '', userCourseSectionUuid = '' } = useParams();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="plain-player">
      <CoursePlayer player={{ kind: 'plain' }} userCourseUuid={userCourseUuid} sectionUuid={userCourseSectionUuid} />
    </main>
  );
}

const DRAWER_ID = 'course-sections-drawer';

function CoursePlayer({
  player,
  userCourseUuid,
  sectionUuid,
}: {
  player: PlayerKind;
  userCourseUuid: string;
  sectionUuid: string;
}) {
  const section = useUserCourseSection(sectionUuid);
  const sectionCount = useUserCourseSections(userCourseUuid).data?.data.length ?? null;
  const narrow = useMediaQuery(`(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  usePageTitle(section.data ? `${section.data.title} | ${section.data.userCourse.name}` : 'Course');

  // Moving to another section (or widening the window) folds the drawer again: state adjusted
  // while rendering when the place changes (React's alternative to an effect that resets state).
  const place = `${sectionUuid} ${narrow}`;
  const [drawerPlace, setDrawerPlace] = useState(place);
  if (drawerPlace !== place) {
    setDrawerPlace(place);
    setDrawerOpen(false);
  }

  const drawer = (
    <SectionsDrawer
      player={player}
      userCourseUuid={userCourseUuid}
      sectionUuid={sectionUuid}
      section={section.data ?? null}
    />
  );

  return (
    <div className="player" style={{ ['--course-drawer-width' as string]: `${COURSE_DRAWER_WIDTH_PX}px` }}>
      {narrow ? (
        <div className="player__drawer-toggle">
          <button
            type="button"
            className="menu-button"
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <span aria-hidden="true">{drawerOpen ? '▾' : '▸'}</span>
            Course sections
          </button>
          {drawerOpen ? drawer : null}
        </div>
      ) : (
        drawer
      )}
      <div className="player__main">
        <QueryState
          query={section}
          pending="Loading section…"
          failed="We could not load this section"
          notFound={{
            title: 'Section not found',
            message: 'This section does not exist or is not part of your courses.',
          }}
        >
          {(data) => <SectionArticle player={player} section={data} of={sectionCount} />}
        </QueryState>
      </div>
    </div>
  );
}

function SectionsDrawer({
  player,
  userCourseUuid,
  sectionUuid,
  section,
}: {
  player: PlayerKind;
  userCourseUuid: string;
  sectionUuid: string;
  section: UserCourseSectionDetail | null;
}) {
  const sections = useUserCourseSections(userCourseUuid);
  const userCourse = section?.userCourse ?? sections.data?.userCourse ?? null;
  const accent = courseAccent(userCourse?.color);
  return (
    <nav aria-label="Course sections" id={DRAWER_ID} className="player-drawer">
      {userCourse ? (
        <div className="player-drawer__head" style={accent}>
          <span className="player-drawer__type">
            {userCourse.courseType} · {userCourse.examType}
          </span>
          <Link to={userCoursePagePath(player, userCourse.courseId, userCourse.uuid)} className="player-drawer__course">
            {userCourse.name}
          </Link>
        </div>
      ) : null}
      {userCourse ? <ProgressBar value={userCourse.progress} label="Course progress" /> : null}
      <QueryState query={sections} variant="block" pending="Loading sections…" failed="We could not load the sections.">
        {(data) => (
          <DrawerSectionList
            player={player}
            userCourseUuid={userCourseUuid}
            sectionUuid={sectionUuid}
            sections={data.data}
          />
        )}
      </QueryState>
      <div className="player-drawer__exam">
        <ExamButton
          userCourse={userCourse}
          lockedReason={EXAM_LOCKED_TOOLTIP_PLAYER}
          className="player-drawer__exam-button"
        />
      </div>
    </nav>
  );
}

function DrawerSectionList({
  player,
  userCourseUuid,
  sectionUuid,
  sections,
}: {
  player: PlayerKind;
  userCourseUuid: string;
  sectionUuid: string;
  sections: UserCourseSection[];
}) {
  if (sections.length === 0) return <p className="muted">This course has no sections yet.</p>;
  return (
    <ol className="player-drawer__list">
      {sections.map((item, index) => {
        const done = Boolean(item.completedAt);
        const current = item.uuid === sectionUuid;
        return (
          <li key={item.uuid}>
            <Link
              to={playerPath(player, userCourseUuid, item.uuid)}
              className="player-drawer__link"
              aria-current={current ? 'page' : undefined}
            >
              <span className={`section-item__marker${done ? ' section-item__marker--done' : ''}`} aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span>{item.title}</span>
              {done ? <span className="visually-hidden"> (completed)</span> : null}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

function SectionArticle({
  player,
  section,
  of,
}: {
  player: PlayerKind;
  section: UserCourseSectionDetail;
  of: number | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);

  // After moving between sections, start reading at the new section's title.
  useEffect(() => {
    if (shown.current !== null && shown.current !== section.uuid) headingRef.current?.focus({ preventScroll: false });
    shown.current = section.uuid;
  }, [section.uuid]);

  return (
    <article className="section-article" aria-labelledby="section-title">
      <p className="eyebrow">
        {section.userCourse.courseType} · Section {section.position}
        {of ? ` of ${of}` : ''} · {section.duration} min
      </p>
      <h1
        id="section-title"
        ref={headingRef}
        tabIndex={-1}
        className="amplify-heading amplify-heading--1 section-article__title"
      >
        {section.title}
      </h1>
      <HtmlContent className="section-content prose" html={section.content} headingsFrom={2} />
      <div className="section-actions">
        <SectionAction player={player} section={section} />
      </div>
    </article>
  );
}

/** Exactly one of Back To Index, Complete Section, Complete Section!, Next Section, Launch Exam. */
function SectionAction({ player, section }: { player: PlayerKind; section: UserCourseSectionDetail }) {
  const navigate = useNavigate();
  const complete = useCompleteUserCourseSection({ followRedirect: false });
  const { userCourse } = section;
  const label = sectionButton({
    completedAt: section.completedAt,
    nextUuid: section.nextUuid,
    lastIncompleteSection: section.lastIncompleteSection,
    allComplete: userCourse.canStart,
  });

  if (label === 'Complete Section' || label === 'Complete Section!') {
    const onComplete = () =>
      complete.mutate(section.uuid, {
        onSuccess: (reply) => {
          if (reply.status !== 200) return;
          // The reply says where to go next (the next section, or the exam after the last one).
          if (reply.body.redirect) navigate(redirectInPlayer(reply.body.redirect, player));
          else if (reply.body.nextUuid) navigate(playerPath(player, userCourse.uuid, reply.body.nextUuid));
        },
      });
    return (
      <Button variation="primary" onClick={onComplete} isLoading={complete.isPending} loadingText="Saving…">
        {label}
      </Button>
    );
  }
  if (label === 'Next Section' && section.nextUuid) {
    return (
      <Link
        to={playerPath(player, userCourse.uuid, section.nextUuid)}
        className="amplify-button amplify-button--primary button-link"
      >
        Next Section
      </Link>
    );
  }
  if (label === 'Launch Exam') {
    return userCourse.userExamUuid ? (
      <Link to={examPath(userCourse.userExamUuid)} className="amplify-button amplify-button--primary button-link">
        Launch Exam
      </Link>
    ) : (
      <TooltipButton disabledReason={EXAM_NOT_READY}>Launch Exam</TooltipButton>
    );
  }
  return (
    <Link to={userCoursePagePath(player, userCourse.courseId, userCourse.uuid)} className="amplify-button button-link">
      Back To Index
    </Link>
  );
}
