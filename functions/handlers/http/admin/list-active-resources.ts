import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listActiveResources } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(contracts.listActiveResources, async ({ query }) => ({
  status: 200,
  body: await listActiveResources(query),
}));
