import { listQuestionBanks } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { questionBanks } from '@functions/domain/admin/question-banks';

export const handler = defineHttpHandler(listQuestionBanks, async ({ query }) => ({
  status: 200,
  body: await questionBanks(query.search),
}));
