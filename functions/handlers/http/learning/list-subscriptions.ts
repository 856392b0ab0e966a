import { listSubscriptions } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { localToday } from '../../../lib/today';
import { subscriptionsOf } from '../../../domain/learning/subscriptions';

export const handler = defineHttpHandler(listSubscriptions, async ({ caller, request }) => ({
  status: 200,
  body: { data: await subscriptionsOf(caller.userId, await localToday(request)) },
}));
