import { answerUserQuestion } from '../../../../shared/contracts/exams';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { answerQuestion } from '../../../domain/exams/exams';

export const handler = defineHttpHandler(answerUserQuestion, async ({ params, body, caller }) => ({
  status: 200,
  body: await answerQuestion(caller.userId, params.id, body.selectedUserAnswerId, today()),
}));
