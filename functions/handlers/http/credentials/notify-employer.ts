import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { notifyEmployer } from '@functions/domain/credentials/employer-notification';

export const handler = defineHttpHandler(contracts.notifyEmployer, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await notifyEmployer(caller, params.uuid, body, await localToday(request)),
}));
