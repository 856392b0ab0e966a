import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listQuestions } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(contracts.listQuestions, async ({ query }) => ({
  status: 200,
  body: await listQuestions(query),
}));
