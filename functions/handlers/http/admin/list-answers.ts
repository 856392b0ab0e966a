import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listAnswers } from '@functions/domain/admin/answers';

export const handler = defineHttpHandler(contracts.listAnswers, async ({ query }) => ({
  status: 200,
  body: await listAnswers(query.questionId),
}));
