// GET /api/subscriptions/:uuid.json: one subscription with its courses and the caller's user courses of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSubscription as contract } from '../../../../../shared/contracts/learning';
import { callApi } from '../../../lib/api';
import { learningKeys } from './keys';
import type { Subscription } from './list-subscriptions';
import { notFound } from './not-found';

export async function fetchSubscription(uuid: string): Promise<Subscription> {
  const reply = await callApi(contract, { params: { uuid } });
  return reply.status === 200 ? reply.body.data : notFound(reply.body);
}

export const subscriptionQueryOptions = (uuid: string) => queryOptions({ queryKey: learningKeys.subscription(uuid), queryFn: () => fetchSubscription(uuid) });

export function useSubscription(uuid: string) {
  return useQuery(subscriptionQueryOptions(uuid));
}
