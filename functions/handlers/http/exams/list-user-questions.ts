import { listUserQuestions } from '../../../../shared/contracts/exams';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { questionsOf } from '../../../domain/exams/exams';

export const handler = defineHttpHandler(listUserQuestions, async ({ query, caller }) => ({
  status: 200,
  body: await questionsOf(caller.userId, query.userExamUuid, today()),
}));
