import * as contracts from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { requestTimeZone } from '@functions/lib/today';
import { scoreUserExam } from '@functions/domain/exams/submit-exam';

export const handler = defineHttpHandler(contracts.scoreUserExam, async ({ params, caller, request }) => ({
  status: 200,
  body: await scoreUserExam(caller.user, params.uuid, await requestTimeZone(request)),
}));
