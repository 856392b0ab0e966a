// GET /api/subscriptions.json: the caller's subscriptions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSubscriptions as contract } from '../../../../../shared/contracts/learning';
import { callApi, type ReplyWith } from '../../../lib/api';
import { learningKeys } from './keys';

export type Subscription = ReplyWith<typeof contract, 200>['body']['data'][number];

export async function fetchSubscriptions(): Promise<Subscription[]> {
  const reply = await callApi(contract);
  return reply.body.data;
}

export const subscriptionsQueryOptions = () => queryOptions({ queryKey: learningKeys.subscriptionList(), queryFn: fetchSubscriptions });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
