import { listAdTiles } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { adTiles } from '../../../domain/learning/subscriptions';

export const handler = defineHttpHandler(listAdTiles, async () => ({ status: 200, body: { data: await adTiles() } }));
