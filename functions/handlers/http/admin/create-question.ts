import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createQuestion } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(contracts.createQuestion, async ({ body }) => ({
  status: 201,
  body: await createQuestion(body),
}));
