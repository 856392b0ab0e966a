import { updateConfirmation } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { confirmCard } from '@functions/domain/learning/confirm-card';

export const handler = defineHttpHandler(updateConfirmation, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await confirmCard(caller.user, params.uuid, body, await localToday(request)),
}));
