import { updateUserExam } from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { setAutoRenew } from '@functions/domain/exams/auto-renew';

export const handler = defineHttpHandler(updateUserExam, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await setAutoRenew(caller.userId, params.uuid, body.autoRenew, await localToday(request)),
}));
