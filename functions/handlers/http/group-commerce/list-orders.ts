import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listOrders } from '@functions/domain/group-commerce/orders';

export const handler = defineHttpHandler(contracts.listGroupOrders, async ({ group, query }) => ({
  status: 200,
  body: await listOrders(group, query),
}));
