import { deleteQuestion } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeQuestion } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(deleteQuestion, async ({ params }) => ({
  status: 200,
  body: await removeQuestion(params.id),
}));
