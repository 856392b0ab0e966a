import { listActiveResources } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { activeResources } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(listActiveResources, async ({ query }) => ({
  status: 200,
  body: await activeResources(query),
}));
