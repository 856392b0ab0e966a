import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listQuestionBanks } from '@functions/domain/admin/question-banks';

export const handler = defineHttpHandler(contracts.listQuestionBanks, async ({ query }) => ({
  status: 200,
  body: await listQuestionBanks(query.search),
}));
