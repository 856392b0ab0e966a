import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createQuestionBank } from '@functions/domain/admin/question-banks';

export const handler = defineHttpHandler(contracts.createQuestionBank, async ({ body }) => ({
  status: 201,
  body: await createQuestionBank(body.name),
}));
