import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { deleteAnswer } from '@functions/domain/admin/answers';

export const handler = defineHttpHandler(contracts.deleteAnswer, async ({ params }) => ({
  status: 200,
  body: await deleteAnswer(params.id),
}));
