import * as contracts from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { listUserQuestions } from '@functions/domain/exams/exams';

export const handler = defineHttpHandler(contracts.listUserQuestions, async ({ query, caller, request }) => ({
  status: 200,
  body: await listUserQuestions(caller.userId, query.userExamUuid, await localToday(request)),
}));
