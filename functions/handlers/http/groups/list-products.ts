import { listGroupProducts } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupProducts } from '@functions/domain/groups/dashboard';

export const handler = defineHttpHandler(listGroupProducts, async ({ group }) => ({
  status: 200,
  body: { data: await groupProducts(group) },
}));
