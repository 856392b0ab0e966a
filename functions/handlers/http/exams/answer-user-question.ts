import * as contracts from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { answerUserQuestion } from '@functions/domain/exams/answer-question';

export const handler = defineHttpHandler(contracts.answerUserQuestion, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await answerUserQuestion(caller.userId, params.id, body.selectedUserAnswerId, await localToday(request)),
}));
