import * as contracts from '@shared/contracts/board-reporting';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { retryBoardReport } from '@functions/domain/board-reporting/retry-board-report';

export const handler = defineHttpHandler(contracts.retryBoardReport, async ({ params, caller }) => ({
  status: 200,
  body: await retryBoardReport(caller.userId, params.id),
}));
