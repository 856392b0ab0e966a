// A user course in a list (the spec's course list card): once passed, its certification and
// renewal dates and a Resources button; before that, progress, 'Launch Course' and the exam button.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { renewalDate } from '@shared/rules/certification';
import { credentialsAvailable, statusLabel } from '@shared/rules/learning';
import { courseAccent } from '@web/components/course-accent';
import { DateText, isoDay } from '@web/components/date-text';
import type { UserCourse } from '../api/list-user-courses';
import { coursePath, PORTAL_PLAYER, resourcesPath, resumePath } from '../lib/links';
import { ExamButton } from './exam-button';
import { ProgressBar } from './progress-bar';

export function UserCourseCard({
  userCourse,
  headingLevel = 3,
  titleTo,
}: {
  userCourse: UserCourse;
  headingLevel?: 2 | 3;
  /** Where the title leads: the course page by default (a subscription's page names its own course page). */
  titleTo?: string;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const launch = resumePath(userCourse, PORTAL_PLAYER) ?? coursePath(userCourse.courseId, userCourse.uuid);
  const accent = courseAccent(userCourse.color);
  return (
    <article className="user-course-card" aria-labelledby={titleId}>
      <div className="user-course-card__band" style={accent}>
        <span>{userCourse.courseType}</span>
        <span className="user-course-card__status">{statusLabel(userCourse.status)}</span>
      </div>
      <div className="user-course-card__body">
        <Heading id={titleId} className="user-course-card__title">
          <Link to={titleTo ?? coursePath(userCourse.courseId, userCourse.uuid)}>{userCourse.name}</Link>
        </Heading>
        <p className="muted user-course-card__type">{userCourse.examType}</p>
        {userCourse.passedAt ? (
          <>
            <dl className="date-list">
              <div>
                <dt>Certification date</dt>
                <dd>
                  <DateText value={userCourse.issuedOn ?? userCourse.passedAt} />
                </dd>
              </div>
              <div>
                <dt>Renewal date</dt>
                <dd>
                  <DateText value={userCourse.expirationDate ?? renewalDate(isoDay(userCourse.passedAt))} />
                </dd>
              </div>
            </dl>
            {credentialsAvailable(userCourse.status) ? (
              <div className="row">
                <Link
                  to={resourcesPath(userCourse.uuid)}
                  className="amplify-button button-link"
                  aria-describedby={titleId}
                >
                  Resources
                </Link>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <ProgressBar value={userCourse.progress} label={`${userCourse.name} progress`} />
            <div className="row">
              <Link
                to={launch}
                className="amplify-button amplify-button--primary button-link"
                aria-describedby={titleId}
              >
                Launch Course
              </Link>
              <ExamButton userCourse={userCourse} describedBy={titleId} />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
