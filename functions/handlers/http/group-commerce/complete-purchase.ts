import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { completePurchase } from '@functions/domain/group-commerce/purchase';

export const handler = defineHttpHandler(contracts.completeGroupPurchase, async ({ group, body }) => ({
  status: 201,
  body: await completePurchase(group, body.paymentIntentId),
}));
