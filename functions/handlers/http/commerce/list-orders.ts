import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listOrders } from '@functions/domain/commerce/billing';

export const handler = defineHttpHandler(contracts.listOrders, async ({ caller }) => ({
  status: 200,
  body: await listOrders(caller.userId),
}));
