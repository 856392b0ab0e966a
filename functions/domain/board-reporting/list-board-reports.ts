// GET /api/board_reports.json: the caller's reports (all, one course's, or one user course's), newest
// first, with the caller's state licenses and whether each reports. Their own partition only.
import { listBoardReportsOf } from '@functions/data/board-reports';
import { listStateLicensesOf } from '@functions/data/state-licenses';
import { getUserById } from '@functions/data/users';
import { presentReport, presentReportingLicense } from './present-report';

export async function listBoardReports(
  userId: string,
  filter: { courseId?: string; userCourseUuid?: string },
  now = new Date(),
) {
  const [reports, licenses, user] = await Promise.all([
    listBoardReportsOf(userId),
    listStateLicensesOf(userId),
    getUserById(userId),
  ]);
  const byId = new Map(licenses.map((license) => [license.id, license]));
  const data = reports
    .filter(
      (report) =>
        (!filter.courseId || report.courseId === filter.courseId) &&
        (!filter.userCourseUuid || report.userCourseUuid === filter.userCourseUuid),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.accreditationName.localeCompare(b.accreditationName))
    .map((report) => presentReport(report, byId.get(report.licenseId), user, now));
  return { data, licenses: licenses.map(presentReportingLicense) };
}
