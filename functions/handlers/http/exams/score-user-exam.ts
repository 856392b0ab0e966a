import { scoreUserExam } from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { requestTimeZone } from '@functions/lib/today';
import { submitExam } from '@functions/domain/exams/submit-exam';

export const handler = defineHttpHandler(scoreUserExam, async ({ params, caller, request }) => ({
  status: 200,
  body: await submitExam(caller.user, params.uuid, await requestTimeZone(request)),
}));
