import { getSubscription } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { subscriptionOf } from '@functions/domain/learning/subscriptions';

export const handler = defineHttpHandler(getSubscription, async ({ params, caller, request }) => ({
  status: 200,
  body: { data: await subscriptionOf(caller.userId, params.uuid, await localToday(request)) },
}));
