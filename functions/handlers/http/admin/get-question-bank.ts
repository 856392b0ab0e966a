import { getQuestionBank } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { requireQuestionBank } from '@functions/domain/admin/question-banks';

export const handler = defineHttpHandler(getQuestionBank, async ({ params }) => ({
  status: 200,
  body: await requireQuestionBank(params.id),
}));
