import { notifyEmployer } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { notifyEmployer as notify } from '@functions/domain/credentials/employer-notification';

export const handler = defineHttpHandler(notifyEmployer, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await notify(caller, params.uuid, body, await localToday(request)),
}));
