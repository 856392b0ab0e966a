// A user course's sections with completion, each a link into the player (the learner's own or the
// subscription's); a section named in the path is marked and brought into view. Shown by the course
// page's Content tab and by a subscription course's review materials.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@web/components/query-state';
import { useUserCourseSections, type UserCourseSection } from '../api/list-user-course-sections';
import { playerPath, type PlayerKind } from '../lib/links';

export function UserCourseSectionList({
  userCourseUuid,
  sectionId,
  player,
  notFoundAction,
}: {
  userCourseUuid: string;
  sectionId: string | null;
  player: PlayerKind;
  /** The way on when the enrollment is not found (by default, back to My Learning). */
  notFoundAction?: ReactNode;
}) {
  const sections = useUserCourseSections(userCourseUuid);

  // A section in the path is brought into view.
  useEffect(() => {
    if (!sectionId || !sections.data) return;
    document.getElementById(`section-${sectionId}`)?.scrollIntoView?.({ block: 'center' });
  }, [sectionId, sections.data]);

  return (
    <QueryState
      query={sections}
      variant="block"
      pending="Loading sections…"
      failed="We could not load the sections."
      notFound={{
        title: 'Enrollment not found',
        message: 'We could not find this enrollment.',
        action: notFoundAction,
      }}
    >
      {(data) => (
        <UserCourseSectionItems
          sections={data.data}
          userCourseUuid={userCourseUuid}
          sectionId={sectionId}
          player={player}
        />
      )}
    </QueryState>
  );
}

function UserCourseSectionItems({
  sections,
  userCourseUuid,
  sectionId,
  player,
}: {
  sections: UserCourseSection[];
  userCourseUuid: string;
  sectionId: string | null;
  player: PlayerKind;
}) {
  if (sections.length === 0) return <p className="muted">This course has no sections yet.</p>;
  return (
    <ol className="section-list">
      {sections.map((section, index) => {
        const here = sectionId !== null && (section.sectionId === sectionId || section.uuid === sectionId);
        const done = Boolean(section.completedAt);
        return (
          <li
            key={section.uuid}
            id={`section-${section.sectionId}`}
            className={`section-item${here ? ' section-item--current' : ''}`}
            aria-current={here ? 'true' : undefined}
          >
            <span className={`section-item__marker${done ? ' section-item__marker--done' : ''}`} aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <div>
              <h3 className="section-item__title">
                <Link to={playerPath(player, userCourseUuid, section.uuid)}>{section.title}</Link>
              </h3>
              <p>{section.about}</p>
              <p className="muted">
                {section.duration} min ·{' '}
                <span className={done ? 'status-done' : undefined}>{done ? 'Completed' : 'Not completed'}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
