// Manage CE's Board Reporting link of one passed course: to the subscription course page's Direct
// Board Reporting tab for a course taken in a subscription, to Manage CE's Board Reporting dialog for
// one bought on its own. Only for a course with CE whose learner has something to see there: a license
// on a board that reports to CE Broker, or reports of it. A report that needs the learner (refused, or
// not sent and no longer tried) is said beside it.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { BoardReport } from '@shared/contracts/board-reporting';
import { offersCe } from '@shared/rules/continuing-education';
import { href, paths } from '@shared/paths';
import { useAllBoardReports } from '../api/list-board-reports';
import '../board-reporting.css';

export interface ReportedCourse {
  uuid: string;
  courseId: string;
  subscriptionUuid: string | null;
  name: string;
}

/** Refused, or failed with no next try: nothing happens until the learner acts. */
const needsLearner = (report: BoardReport): boolean =>
  report.status === 'rejected' || (report.status === 'failed' && report.nextAttemptAt === null);

export function BoardReportingLink({ course }: { course: ReportedCourse }) {
  const hintId = useId();
  const all = useAllBoardReports();
  if (!offersCe(course.courseId) || all.isPending) return null;
  // Reports that could not be read are no reason to hide the way to them.
  const reports = all.data?.data.filter((report) => report.userCourseUuid === course.uuid) ?? [];
  if (all.data && reports.length === 0 && !all.data.licenses.some((license) => license.boardName)) return null;
  const stuck = reports.filter(needsLearner).length;
  const to = course.subscriptionUuid
    ? href(paths.subscriptionCourseBoardReporting, {
        subscriptionUuid: course.subscriptionUuid,
        courseId: course.courseId,
      })
    : href(paths.manageCeBoardReporting, { userCourseUuid: course.uuid });
  return (
    <span className="board-reporting-link small">
      <Link to={to} aria-label={`Board Reporting of ${course.name}`} aria-describedby={stuck ? hintId : undefined}>
        Board Reporting
      </Link>
      {stuck ? (
        <span id={hintId} className="board-reporting-link__attention">
          {stuck === 1 ? '1 report needs your attention' : `${stuck} reports need your attention`}
        </span>
      ) : null}
    </span>
  );
}
