import { answerUserQuestion } from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { answerQuestion } from '@functions/domain/exams/answer-question';

export const handler = defineHttpHandler(answerUserQuestion, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await answerQuestion(caller.userId, params.id, body.selectedUserAnswerId, await localToday(request)),
}));
