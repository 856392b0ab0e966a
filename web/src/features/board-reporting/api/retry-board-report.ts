// POST /api/board_reports/:id/retry.json: sends a refused or failed report again (the license as it is now).
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';
import { listBoardReports } from './list-board-reports';

const contract = apiRoute('board-reporting/retry-board-report');
const getUserCourse = apiRoute('learning/get-user-course');

export const useRetryBoardReport = () =>
  useContractMutation(contract, {
    request: (id: string) => ({ params: { id }, body: {} }),
    // The page's list (every filter) and the user course's ceBrokerId are read again.
    invalidates: [listBoardReports, getUserCourse],
  });
