import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getQuestionBank } from '@functions/domain/admin/question-banks';

export const handler = defineHttpHandler(contracts.getQuestionBank, async ({ params }) => ({
  status: 200,
  body: await getQuestionBank(params.id),
}));
