import { listQuestions } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { questionsPage } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(listQuestions, async ({ query }) => ({
  status: 200,
  body: await questionsPage(query),
}));
