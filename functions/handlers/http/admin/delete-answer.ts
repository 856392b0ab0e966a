import { deleteAnswer } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeAnswerById } from '@functions/domain/admin/answers';

export const handler = defineHttpHandler(deleteAnswer, async ({ params }) => ({
  status: 200,
  body: await removeAnswerById(params.id),
}));
