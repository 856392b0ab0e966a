import { listAnswers } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { answersOf } from '@functions/domain/admin/answers';

export const handler = defineHttpHandler(listAnswers, async ({ query }) => ({
  status: 200,
  body: await answersOf(query.questionId),
}));
