import { listSubscriptions } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { subscriptionsOf } from '../../../domain/learning/subscriptions';

export const handler = defineHttpHandler(listSubscriptions, async ({ caller }) => ({
  status: 200,
  body: { data: await subscriptionsOf(caller.userId, today()) },
}));
