import { updateAnswer } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { editAnswer } from '@functions/domain/admin/answers';

export const handler = defineHttpHandler(updateAnswer, async ({ params, body }) => ({
  status: 200,
  body: await editAnswer(params.id, body),
}));
