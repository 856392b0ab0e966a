import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateAutoRenewal } from '@functions/domain/commerce/update-auto-renewal';

export const handler = defineHttpHandler(contracts.updateAutoRenewal, async ({ caller, params, body }) => ({
  status: 200,
  body: await updateAutoRenewal(caller.userId, params.id, body.optout),
}));
