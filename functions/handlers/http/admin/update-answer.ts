import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateAnswer } from '@functions/domain/admin/answers';

export const handler = defineHttpHandler(contracts.updateAnswer, async ({ params, body }) => ({
  status: 200,
  body: await updateAnswer(params.id, body),
}));
