import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { searchProducts } from '@functions/domain/group-commerce/catalogue';

export const handler = defineHttpHandler(contracts.searchGroupProducts, async ({ query }) => ({
  status: 200,
  body: await searchProducts(query.search),
}));
