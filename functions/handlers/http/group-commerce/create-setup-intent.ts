import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createSetupIntent } from '@functions/domain/group-commerce/payment-methods';

export const handler = defineHttpHandler(contracts.createGroupSetupIntent, async ({ group, caller, body }) => ({
  status: 200,
  body: await createSetupIntent(group, caller, body.currentPassword),
}));
