import { scoreUserExam } from '../../../../shared/contracts/exams';
import { defineHttpHandler } from '../../../lib/http-handler';
import { requestTimeZone } from '../../../lib/today';
import { submitExam } from '../../../domain/exams/submit-exam';

export const handler = defineHttpHandler(scoreUserExam, async ({ params, caller, request }) => ({
  status: 200,
  body: await submitExam(caller.user, params.uuid, await requestTimeZone(request)),
}));
