import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { getSubscription } from '@functions/domain/learning/subscriptions';

export const handler = defineHttpHandler(contracts.getSubscription, async ({ params, caller, request }) => ({
  status: 200,
  body: { data: await getSubscription(caller.userId, params.uuid, await localToday(request)) },
}));
