import { getSubscription } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { subscriptionOf } from '../../../domain/learning/subscriptions';

export const handler = defineHttpHandler(getSubscription, async ({ params, caller }) => ({
  status: 200,
  body: { data: await subscriptionOf(caller.userId, params.uuid, today()) },
}));
