// GET /api/subscriptions.json: the caller's subscriptions.
import { useQuery } from '@tanstack/react-query';
import { listSubscriptions as contract } from '@shared/contracts/learning';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

type Subscriptions = QueryData<typeof contract>;
export type Subscription = Subscriptions['data'][number];

export const fetchSubscriptions = () => fetchContract(contract);

export const subscriptionsQueryOptions = () => contractQuery(contract);

const selectSubscriptions = (body: Subscriptions) => body.data;

export function useSubscriptions() {
  return useQuery({ ...subscriptionsQueryOptions(), select: selectSubscriptions });
}
