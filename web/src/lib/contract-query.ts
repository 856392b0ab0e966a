// The react-query cache, keyed by contract. A query's key is the contract's id ('GET /api/…', its
// method and exact path) plus the request's params and query, so every feature reading the same
// operation shares one cache entry, a key cannot drift from the call, and a write names what it
// changed by contract (a purchase refreshes learning without importing the learning feature).
// A cached entry always holds the success body; any other status the contract declares (a 404,
// a 422) is an ApiError, which the shared QueryState shows.
import { useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type DataTag, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Contract } from '@shared/contracts/contract';
import { ApiError, callApi, newIdempotencyKey, type ApiInput, type ApiReply, type CallRequest } from './api';

/** The params and query of a call: what tells one cache entry of a contract from another. */
export type KeyInput<C extends Contract> = Pick<ApiInput<C>, 'params' | 'query'>;
type SuccessStatus = 200 | 201 | 202 | 204;
export type SuccessReply<C extends Contract> = Extract<ApiReply<C>, { status: SuccessStatus }>;
/** What a contract's cache entry holds: the body of its success reply. */
export type QueryData<C extends Contract> = SuccessReply<C>['body'];
export type ContractQueryKey<C extends Contract> = DataTag<QueryKey, QueryData<C>, Error>;

/** 'GET /api/user_courses/:uuid.json': the first element of every key of that contract. */
export const contractId = (contract: Contract): string => `${contract.method} ${contract.path}`;

/**
 * `contractKey(getUserCourse, { params: { uuid } })` is one entry; `contractKey(getUserCourse)` is
 * the prefix of all of them (what invalidating "every user course" matches).
 */
export function contractKey<C extends Contract>(contract: C, input?: KeyInput<C>): ContractQueryKey<C> {
  if (!input) return [contractId(contract)] as unknown as ContractQueryKey<C>;
  const { params, query } = input as { params?: unknown; query?: unknown };
  return [contractId(contract), { ...(params === undefined ? {} : { params }), ...(query === undefined ? {} : { query }) }] as unknown as ContractQueryKey<C>;
}

// callApi's rest-argument signature cannot be resolved for a generic contract.
const call = callApi as <C extends Contract>(contract: C, request: CallRequest<C>) => Promise<ApiReply<C>>;

export const isSuccess = <C extends Contract>(reply: ApiReply<C>): reply is SuccessReply<C> => reply.status >= 200 && reply.status < 300;

/** The fetcher behind every query: the success body, or an ApiError carrying the declared status and body. */
export async function fetchContract<C extends Contract>(contract: C, input: KeyInput<C> = {} as KeyInput<C>, signal?: AbortSignal): Promise<QueryData<C>> {
  const reply = await call(contract, { ...input, signal } as CallRequest<C>);
  if (isSuccess(reply)) return reply.body;
  const body = reply.body as { message?: unknown } | undefined;
  throw new ApiError(reply.status, typeof body?.message === 'string' ? body.message : `Request failed with status ${reply.status}`, reply.body);
}

/** `queryOptions` for one entry: spread it and add `select`, `enabled`, `staleTime` as a screen needs. */
export function contractQuery<C extends Contract>(contract: C, input?: KeyInput<C>) {
  return queryOptions<QueryData<C>, Error, QueryData<C>, ContractQueryKey<C>>({
    queryKey: contractKey(contract, input),
    queryFn: ({ signal }) => fetchContract(contract, input, signal),
  });
}

type ExtraQueryOptions<C extends Contract, T> = Omit<UseQueryOptions<QueryData<C>, Error, T, ContractQueryKey<C>>, 'queryKey' | 'queryFn'>;

/** `useQuery(contractQuery(contract, input))` with a screen's options (`select`, `enabled`, …). */
export function useContractQuery<C extends Contract, T = QueryData<C>>(contract: C, input?: KeyInput<C>, options?: ExtraQueryOptions<C, T>) {
  return useQuery<QueryData<C>, Error, T, ContractQueryKey<C>>({
    queryKey: contractKey(contract, input),
    queryFn: ({ signal }) => fetchContract(contract, input, signal),
    ...options,
  });
}

/** Writes one entry (e.g. the exam a reply carries), typed by its contract. */
export function setContractData<C extends Contract>(
  client: QueryClient,
  contract: C,
  input: KeyInput<C>,
  update: QueryData<C> | ((old: QueryData<C> | undefined) => QueryData<C> | undefined),
): void {
  client.setQueryData<QueryData<C>>(contractKey(contract, input), update as never);
}

/** Writes every cached entry of a contract (e.g. a live update of one row in each cached page of a list). */
export function updateContractEntries<C extends Contract>(client: QueryClient, contract: C, update: (old: QueryData<C>) => QueryData<C>): void {
  client.setQueriesData<QueryData<C>>({ queryKey: contractKey(contract) }, (old) => (old === undefined ? old : update(old)));
}

/** A contract (all of its entries) or one entry (`contractKey(contract, input)`). */
export type CacheTarget = Contract | QueryKey;

/**
 * Marks entries stale. 'active' (the default) reads again what is on screen and resolves when that
 * is done; 'none' only marks them, so they are read when next shown.
 */
export function invalidateContracts(client: QueryClient, targets: readonly CacheTarget[], refetch: 'active' | 'none' = 'active'): Promise<unknown> {
  return Promise.all(targets.map((target) => client.invalidateQueries({ queryKey: Array.isArray(target) ? target : contractKey(target as Contract), refetchType: refetch })));
}

export interface ContractMutationOptions<C extends Contract, V> {
  /** The call for the mutation's variables: params, body and call options (e.g. `followRedirect`). */
  request: (variables: V) => CallRequest<C>;
  /** On a success reply, before its toast and redirect: cache writes from the reply's data. */
  update?: (reply: SuccessReply<C>, variables: V, client: QueryClient) => void;
  /** What a success makes stale (contracts, or single entries by `contractKey`). */
  invalidates?: readonly CacheTarget[] | ((reply: SuccessReply<C>, variables: V) => readonly CacheTarget[]);
  /** See invalidateContracts. */
  refetch?: 'active' | 'none';
}

/**
 * Runs a write and keeps the cache true: `update` and the invalidation happen as the reply arrives
 * (before a redirect it carries is followed), and the call resolves once what is on screen has
 * been read again, so a page that moves on afterwards shows the written data.
 */
export async function mutateContract<C extends Contract, V>(
  client: QueryClient,
  contract: C,
  variables: V,
  options: ContractMutationOptions<C, V>,
  idempotencyKey?: string,
): Promise<ApiReply<C>> {
  const request = { ...options.request(variables), ...(idempotencyKey ? { idempotencyKey } : {}) };
  let refreshed: Promise<unknown> = Promise.resolve();
  const reply = await call(contract, {
    ...request,
    onReply: (received) => {
      if (isSuccess(received)) {
        options.update?.(received, variables, client);
        const targets = typeof options.invalidates === 'function' ? options.invalidates(received, variables) : (options.invalidates ?? []);
        refreshed = invalidateContracts(client, targets, options.refetch);
      }
      request.onReply?.(received);
    },
  });
  await refreshed;
  return reply;
}

export function useContractMutation<C extends Contract, V = void>(contract: C, options: ContractMutationOptions<C, V>) {
  const client = useQueryClient();
  // An idempotent write whose outcome is unknown (no reply: offline, 5xx) is sent again with the
  // same Idempotency-Key when the same input is submitted again, so the server replays instead of
  // repeating it. Any reply settles the attempt: the next submission is a new one.
  const attempt = useRef<{ input: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (variables: V) => {
      if (!contract.idempotent) return mutateContract(client, contract, variables, options);
      const input = JSON.stringify(variables ?? null);
      if (attempt.current?.input !== input) attempt.current = { input, key: newIdempotencyKey() };
      const reply = await mutateContract(client, contract, variables, options, attempt.current.key);
      attempt.current = null;
      return reply;
    },
  });
}

/** A query that failed with a 404 the contract declares (unknown, or not the caller's). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
