import { listAdTiles } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { adTiles } from '@functions/domain/learning/subscriptions';

export const handler = defineHttpHandler(listAdTiles, async () => ({ status: 200, body: { data: await adTiles() } }));
