import * as contracts from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { updateUserExam } from '@functions/domain/exams/auto-renew';

export const handler = defineHttpHandler(contracts.updateUserExam, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await updateUserExam(caller.userId, params.uuid, body.autoRenew, await localToday(request)),
}));
