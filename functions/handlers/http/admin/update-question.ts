import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateQuestion } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(contracts.updateQuestion, async ({ params, body }) => ({
  status: 200,
  body: await updateQuestion(params.id, body),
}));
