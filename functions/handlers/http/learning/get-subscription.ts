import { getSubscription } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { localToday } from '../../../lib/today';
import { subscriptionOf } from '../../../domain/learning/subscriptions';

export const handler = defineHttpHandler(getSubscription, async ({ params, caller, request }) => ({
  status: 200,
  body: { data: await subscriptionOf(caller.userId, params.uuid, await localToday(request)) },
}));
