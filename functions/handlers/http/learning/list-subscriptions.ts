import { listSubscriptions } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { subscriptionsOf } from '@functions/domain/learning/subscriptions';

export const handler = defineHttpHandler(listSubscriptions, async ({ caller, request }) => ({
  status: 200,
  body: { data: await subscriptionsOf(caller.userId, await localToday(request)) },
}));
