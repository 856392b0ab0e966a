import { getGroupCart } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupCart } from '@functions/domain/group-commerce/group-cart';

export const handler = defineHttpHandler(getGroupCart, async ({ group, query }) => ({
  status: 200,
  body: await groupCart(group, query.cart),
}));
