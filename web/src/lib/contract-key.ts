// Cache keys and fetching by contract, without react-query (writes and the session use these on
// pages that never load the cache). A query's key is the route's id ('GET /api/…', its method and
// exact path) plus the request's params and query, so every feature reading the same operation
// shares one cache entry, a key cannot drift from the call, and a write names what it changed by
// route (a purchase refreshes learning without importing the learning feature).
import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { Contract } from '@shared/contracts/contract';
import { ApiError, callApi, type ApiInput, type ApiReply, type CallRequest } from './api';
import type { ApiRoute } from './api-route';

/** The params and query of a call: what tells one cache entry of a contract from another. */
export type KeyInput<R> = Pick<ApiInput<R>, 'params' | 'query'>;
type SuccessStatus = 200 | 201 | 202 | 204;
export type SuccessReply<R> = Extract<ApiReply<R>, { status: SuccessStatus }>;
/** What a route's cache entry holds: the body of its success reply. */
export type QueryData<R> = SuccessReply<R>['body'];
export type ContractQueryKey<R> = DataTag<QueryKey, QueryData<R>, Error>;

/** 'GET /api/user_courses/:uuid.json': the first element of every key of that route. */
export const contractId = (route: ApiRoute): string => `${route.method} ${route.path}`;

/**
 * `contractKey(getUserCourse, { params: { uuid } })` is one entry; `contractKey(getUserCourse)` is
 * the prefix of all of them (what invalidating "every user course" matches).
 */
export function contractKey<C extends Contract>(route: ApiRoute<C>, input?: KeyInput<C>): ContractQueryKey<C> {
  if (!input) return [contractId(route)] as unknown as ContractQueryKey<C>;
  const { params, query } = input as { params?: unknown; query?: unknown };
  return [
    contractId(route),
    { ...(params === undefined ? {} : { params }), ...(query === undefined ? {} : { query }) },
  ] as unknown as ContractQueryKey<C>;
}

// callApi's rest-argument signature cannot be resolved for a generic contract.
export const call = callApi as <C extends Contract>(
  route: ApiRoute<C>,
  request: CallRequest<C>,
) => Promise<ApiReply<C>>;

export const isSuccess = <C extends Contract>(reply: ApiReply<C>): reply is SuccessReply<C> =>
  reply.status >= 200 && reply.status < 300;

/** The fetcher behind every query: the success body, or an ApiError carrying the declared status and body. */
export async function fetchContract<C extends Contract>(
  route: ApiRoute<C>,
  input: KeyInput<C> = {} as KeyInput<C>,
  signal?: AbortSignal,
): Promise<QueryData<C>> {
  const reply = await call(route, { ...input, signal } as CallRequest<C>);
  if (isSuccess(reply)) return reply.body;
  const body = reply.body as { message?: unknown } | undefined;
  throw new ApiError(
    reply.status,
    typeof body?.message === 'string' ? body.message : `Request failed with status ${reply.status}`,
    reply.body,
  );
}

/** A route (all of its entries) or one entry (`contractKey(route, input)`). */
export type CacheTarget = ApiRoute | QueryKey;

/** A query that failed with a 404 the contract declares (unknown, or not the caller's). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
