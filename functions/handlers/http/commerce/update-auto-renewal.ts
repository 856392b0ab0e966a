import { updateAutoRenewal } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateAutoRenewal as update } from '@functions/domain/commerce/auto-renewal-settings';

export const handler = defineHttpHandler(updateAutoRenewal, async ({ caller, params, body }) => ({
  status: 200,
  body: await update(caller.userId, params.id, body.optout),
}));
