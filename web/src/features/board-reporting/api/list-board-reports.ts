// GET /api/board_reports.json: the learner's CE Broker reports of one course and their state
// licenses. Read again every 20 s while a report is on its way or waiting out the minute before a retry.
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import { changesSoon } from '../components/report-status';

export const listBoardReports = apiRoute('board-reporting/list-board-reports');

export const useBoardReports = (courseId: string) =>
  useContractQuery(
    listBoardReports,
    { query: { courseId } },
    {
      refetchInterval: (query) => (query.state.data?.data.some(changesSoon) ? 20_000 : false),
    },
  );
