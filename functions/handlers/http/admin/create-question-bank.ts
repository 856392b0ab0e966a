import { createQuestionBank } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { addQuestionBank } from '@functions/domain/admin/question-banks';

export const handler = defineHttpHandler(createQuestionBank, async ({ body }) => ({
  status: 201,
  body: await addQuestionBank(body.name),
}));
