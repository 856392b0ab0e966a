import { createQuestion } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { addQuestion } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(createQuestion, async ({ body }) => ({
  status: 201,
  body: await addQuestion(body),
}));
