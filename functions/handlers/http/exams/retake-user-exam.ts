import * as contracts from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { retakeUserExam } from '@functions/domain/exams/retake-exam';

export const handler = defineHttpHandler(contracts.retakeUserExam, async ({ params, caller, request }) => ({
  status: 200,
  body: await retakeUserExam(caller.userId, params.uuid, await localToday(request)),
}));
