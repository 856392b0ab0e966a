import { retakeUserExam } from '../../../../shared/contracts/exams';
import { defineHttpHandler } from '../../../lib/http-handler';
import { retakeExam } from '../../../domain/exams/exams';

export const handler = defineHttpHandler(retakeUserExam, async ({ params, caller }) => ({
  status: 200,
  body: await retakeExam(caller.userId, params.uuid),
}));
