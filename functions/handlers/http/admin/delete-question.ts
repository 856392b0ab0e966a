import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { deleteQuestion } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(contracts.deleteQuestion, async ({ params }) => ({
  status: 200,
  body: await deleteQuestion(params.id),
}));
