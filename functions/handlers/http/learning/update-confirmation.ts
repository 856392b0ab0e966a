import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { updateConfirmation } from '@functions/domain/learning/confirm-card';

export const handler = defineHttpHandler(contracts.updateConfirmation, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await updateConfirmation(caller.user, params.uuid, body, await localToday(request)),
}));
