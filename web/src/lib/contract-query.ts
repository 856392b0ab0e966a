// The react-query read cache, keyed by contract (contract-key.ts). A cached entry always holds the
// success body; any other status the contract declares (a 404, a 422) is an ApiError, which the
// shared QueryState shows. Only pages that read data import this module (and so react-query);
// writes live in contract-mutation.ts. Hooks are given the app's client explicitly: there is no
// QueryClientProvider.
import {
  queryOptions,
  useQuery,
  type QueryClient,
  type UseQueryOptions,
  type UseQueryResult,
  type DefaultError,
  type QueryKey,
} from '@tanstack/react-query';
import type { Contract } from '@shared/contracts/contract';
import type { ApiRoute } from './api-route';
import { contractKey, fetchContract, type ContractQueryKey, type KeyInput, type QueryData } from './contract-key';
import { queryClient } from './query-client';

/** `queryOptions` for one entry: spread it and add `select`, `enabled`, `staleTime` as a screen needs. */
export function contractQuery<C extends Contract>(route: ApiRoute<C>, input?: KeyInput<C>) {
  return queryOptions<QueryData<C>, Error, QueryData<C>, ContractQueryKey<C>>({
    queryKey: contractKey(route, input),
    queryFn: ({ signal }) => fetchContract(route, input, signal),
  });
}

/** `useQuery` on the app's cache: what every screen reads through. */
export function useCachedQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQuery(options, queryClient);
}

type ExtraQueryOptions<C extends Contract, T> = Omit<
  UseQueryOptions<QueryData<C>, Error, T, ContractQueryKey<C>>,
  'queryKey' | 'queryFn'
>;

/** `useCachedQuery(contractQuery(route, input))` with a screen's options (`select`, `enabled`, …). */
export function useContractQuery<C extends Contract, T = QueryData<C>>(
  route: ApiRoute<C>,
  input?: KeyInput<C>,
  options?: ExtraQueryOptions<C, T>,
) {
  return useQuery<QueryData<C>, Error, T, ContractQueryKey<C>>(
    {
      queryKey: contractKey(route, input),
      queryFn: ({ signal }) => fetchContract(route, input, signal),
      ...options,
    },
    queryClient,
  );
}

/** Writes one entry (e.g. the exam a reply carries), typed by its contract. */
export function setContractData<C extends Contract>(
  client: QueryClient,
  route: ApiRoute<C>,
  input: KeyInput<C>,
  update: QueryData<C> | ((old: QueryData<C> | undefined) => QueryData<C> | undefined),
): void {
  client.setQueryData<QueryData<C>>(contractKey(route, input), update as never);
}

/** Rewrites every cached entry of a route (e.g. a member's row on every cached page of the list). */
export function updateContractEntries<C extends Contract>(
  client: QueryClient,
  route: ApiRoute<C>,
  update: (old: QueryData<C>) => QueryData<C>,
): void {
  client.setQueriesData<QueryData<C>>({ queryKey: contractKey(route) }, (old) =>
    old === undefined ? old : update(old),
  );
}
