import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listAdTiles } from '@functions/domain/learning/subscriptions';

export const handler = defineHttpHandler(contracts.listAdTiles, async () => ({
  status: 200,
  body: { data: await listAdTiles() },
}));
