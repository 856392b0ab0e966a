// A user course in a list (the spec's course list card): once passed, its certification and
// renewal dates and a Resources button, with a warning from RENEWAL_WARNING_DAYS before the card
// expires (and once it has) and, on My Learning, the renewal the server worked out (straight to the
// cart holding the right product); before that, progress, 'Launch Course' and the exam button.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CardRenewal } from '@shared/contracts/learning';
import { renewalDate } from '@shared/rules/certification';
import { credentialsAvailable, statusLabel } from '@shared/rules/learning';
import { courseAccent } from '@web/components/course-accent';
import { DateText, isoDay } from '@web/components/date-text';
import type { UserCourse } from '../api/list-user-courses';
import { coursePath, PORTAL_PLAYER, resourcesPath, resumePath } from '../lib/links';
import { ExamButton } from './exam-button';
import { ProgressBar } from './progress-bar';
import { RenewAction, RenewalWarning } from './renewal';

/** `renewal`: My Learning's list says how to renew a card that is due (a subscription's list does not). */
type CardUserCourse = Omit<UserCourse, 'renewal'> & { renewal?: CardRenewal };

export function UserCourseCard({
  userCourse,
  headingLevel = 3,
  titleTo,
}: {
  userCourse: CardUserCourse;
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
          <PassedDetails userCourse={userCourse} passedAt={userCourse.passedAt} titleId={titleId} />
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

/** The card's dates and standing, Renew when the list says how, and Resources (the card, CE certificates). */
function PassedDetails({
  userCourse,
  passedAt,
  titleId,
}: {
  userCourse: CardUserCourse;
  passedAt: string;
  titleId: string;
}) {
  const warningId = useId();
  const expiresOn = userCourse.expirationDate ?? renewalDate(isoDay(passedAt));
  const resources = credentialsAvailable(userCourse.status);
  return (
    <>
      {userCourse.providerCardId ? (
        <p className="muted user-course-card__card-id">Card {userCourse.providerCardId}</p>
      ) : null}
      <dl className="date-list">
        <div>
          <dt>Certification date</dt>
          <dd>
            <DateText value={userCourse.issuedOn ?? passedAt} />
          </dd>
        </div>
        <div>
          <dt>Renewal date</dt>
          <dd>
            <DateText value={expiresOn} />
          </dd>
        </div>
      </dl>
      <RenewalWarning id={warningId} expiresOn={expiresOn} renewal={userCourse.renewal} />
      {userCourse.renewal || resources ? (
        <div className="row">
          {userCourse.renewal ? (
            <RenewAction renewal={userCourse.renewal} describedBy={`${titleId} ${warningId}`} />
          ) : null}
          {resources ? (
            <Link to={resourcesPath(userCourse.uuid)} className="amplify-button button-link" aria-describedby={titleId}>
              Resources
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
