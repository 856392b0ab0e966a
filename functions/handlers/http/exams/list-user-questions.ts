import { listUserQuestions } from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { questionsOf } from '@functions/domain/exams/exams';

export const handler = defineHttpHandler(listUserQuestions, async ({ query, caller, request }) => ({
  status: 200,
  body: await questionsOf(caller.userId, query.userExamUuid, await localToday(request)),
}));
