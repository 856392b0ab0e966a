// GET /api/subscriptions.json: the caller's subscriptions.
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/list-subscriptions');

type Subscriptions = QueryData<typeof contract>;
export type Subscription = Subscriptions['data'][number];

export const subscriptionsQueryOptions = () => contractQuery(contract);

const selectSubscriptions = (body: Subscriptions) => body.data;

export function useSubscriptions() {
  return useCachedQuery({ ...subscriptionsQueryOptions(), select: selectSubscriptions });
}
