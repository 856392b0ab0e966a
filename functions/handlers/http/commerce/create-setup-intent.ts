import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createSetupIntent } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(contracts.createSetupIntent, async ({ caller, body }) => ({
  status: 200,
  body: await createSetupIntent(caller, body.currentPassword),
}));
