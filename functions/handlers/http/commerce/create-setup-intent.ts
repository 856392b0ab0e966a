import { createSetupIntent } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { openSetupIntent } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(createSetupIntent, async ({ caller, body }) => ({
  status: 200,
  body: await openSetupIntent(caller, body.currentPassword),
}));
