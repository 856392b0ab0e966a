import { retakeUserExam } from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { retakeExam } from '@functions/domain/exams/retake-exam';

export const handler = defineHttpHandler(retakeUserExam, async ({ params, caller, request }) => ({
  status: 200,
  body: await retakeExam(caller.userId, params.uuid, await localToday(request)),
}));
