import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getCart } from '@functions/domain/group-commerce/group-cart';

export const handler = defineHttpHandler(contracts.getGroupCart, async ({ group, query }) => ({
  status: 200,
  body: await getCart(group, query),
}));
