import { getQuestion } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { questionDetail } from '@functions/domain/admin/questions';

export const handler = defineHttpHandler(getQuestion, async ({ params }) => ({
  status: 200,
  body: await questionDetail(params.id),
}));
