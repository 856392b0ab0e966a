// GET /api/subscriptions/:uuid.json: one subscription with its courses and the caller's user courses of them.
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/get-subscription');

export const subscriptionQueryOptions = (uuid: string) => contractQuery(contract, { params: { uuid } });

const selectSubscription = (body: QueryData<typeof contract>) => body.data;

export function useSubscription(uuid: string) {
  return useCachedQuery({ ...subscriptionQueryOptions(uuid), select: selectSubscription });
}
