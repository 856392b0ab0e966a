import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { listSubscriptions } from '@functions/domain/learning/subscriptions';

export const handler = defineHttpHandler(contracts.listSubscriptions, async ({ caller, request }) => ({
  status: 200,
  body: { data: await listSubscriptions(caller.userId, await localToday(request)) },
}));
