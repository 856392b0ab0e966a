import { updateQuestion } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { editQuestion } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(updateQuestion, async ({ params, body }) => ({
  status: 200,
  body: await editQuestion(params.id, body),
}));
