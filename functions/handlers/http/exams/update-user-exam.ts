import { updateUserExam } from '../../../../shared/contracts/exams';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { setAutoRenew } from '../../../domain/exams/exams';

export const handler = defineHttpHandler(updateUserExam, async ({ params, body, caller }) => ({
  status: 200,
  body: await setAutoRenew(caller.userId, params.uuid, body.autoRenew, today()),
}));
