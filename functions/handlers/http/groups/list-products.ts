import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listProducts } from '@functions/domain/groups/dashboard';

export const handler = defineHttpHandler(contracts.listGroupProducts, async ({ group, query }) => ({
  status: 200,
  body: { data: await listProducts(group, query.perPage) },
}));
