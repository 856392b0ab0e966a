// GET /api/subscriptions/:uuid.json: one subscription with its courses and the caller's user courses of them.
import { useQuery } from '@tanstack/react-query';
import { getSubscription as contract } from '@shared/contracts/learning';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

export const fetchSubscription = (uuid: string) => fetchContract(contract, { params: { uuid } });

export const subscriptionQueryOptions = (uuid: string) => contractQuery(contract, { params: { uuid } });

const selectSubscription = (body: QueryData<typeof contract>) => body.data;

export function useSubscription(uuid: string) {
  return useQuery({ ...subscriptionQueryOptions(uuid), select: selectSubscription });
}
