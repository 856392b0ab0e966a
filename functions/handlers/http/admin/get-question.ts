import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getQuestion } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(contracts.getQuestion, async ({ params }) => ({
  status: 200,
  body: await getQuestion(params.id),
}));
