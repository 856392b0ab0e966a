import { listGroupOrders } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupOrders } from '@functions/domain/group-commerce/orders';

export const handler = defineHttpHandler(listGroupOrders, async ({ group, query }) => ({
  status: 200,
  body: await groupOrders(group, query),
}));
