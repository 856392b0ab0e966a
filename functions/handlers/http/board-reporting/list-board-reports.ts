import * as contracts from '@shared/contracts/board-reporting';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listBoardReports } from '@functions/domain/board-reporting/list-board-reports';

export const handler = defineHttpHandler(contracts.listBoardReports, async ({ query, caller }) => ({
  status: 200,
  body: await listBoardReports(caller.userId, query),
}));
