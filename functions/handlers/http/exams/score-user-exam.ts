import { scoreUserExam } from '../../../../shared/contracts/exams';
import { defineHttpHandler } from '../../../lib/http-handler';
import { submitExam } from '../../../domain/exams/exams';

export const handler = defineHttpHandler(scoreUserExam, async ({ params, caller }) => ({
  status: 200,
  body: await submitExam(caller.user, params.uuid),
}));
