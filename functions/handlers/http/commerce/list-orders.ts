import { listOrders } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { orderHistory } from '@functions/domain/commerce/billing';

export const handler = defineHttpHandler(listOrders, async ({ caller }) => ({
  status: 200,
  body: await orderHistory(caller.userId),
}));
