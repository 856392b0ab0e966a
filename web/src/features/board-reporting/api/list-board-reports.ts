// GET /api/board_reports.json: the learner's CE Broker reports (of one course, one user course, or all)
// and their state licenses. A screen of reports reads again every 20 s while a report is on its way or
// waiting out the minute before a retry; Manage CE's row links read the whole list once.
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import { changesSoon } from '../components/report-status';

export const listBoardReports = apiRoute('board-reporting/list-board-reports');

/** Which reports: one course's (the subscription course tab) or one user course's (Manage CE). */
export type ReportsFilter = { courseId: string } | { userCourseUuid: string };

export const useBoardReports = (filter: ReportsFilter) =>
  useContractQuery(
    listBoardReports,
    { query: filter },
    {
      refetchInterval: (query) => (query.state.data?.data.some(changesSoon) ? 20_000 : false),
    },
  );

/** Every report of the learner's, with their licenses (one request for all of Manage CE's rows). */
export const useAllBoardReports = () => useContractQuery(listBoardReports, { query: {} });
