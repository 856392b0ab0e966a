// What a page module may export as `prefetch`: the reads its first screen needs, started as the
// page's module arrives (on a fresh page load, with the session known), not after React has
// rendered the page; the page's own queries then find them in the cache or in flight.
import type { FetchQueryOptions } from '@tanstack/react-query';
import { queryClient } from './query-client';

export interface PrefetchInput {
  /** The route's path parameters. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  signedIn: boolean;
  /** The signed-in user belongs to a group (which changes what some pages show, e.g. no offers). */
  inGroup: boolean;
}

export type Prefetch = (input: PrefetchInput) => void;

/** Starts a read into the cache (a failure is left for the page's own query to show and retry). */
export function prefetchQueries(...queries: Pick<FetchQueryOptions, 'queryKey'>[]): void {
  // The options come from the features' queryOptions factories (contractQuery), typed there.
  for (const query of queries) void queryClient.prefetchQuery(query as FetchQueryOptions);
}

/** How recent a read the page may take as its own when it mounts (the prefetch just made it). */
const JUST_READ_MS = 3_000;

/**
 * For reads a page makes on every visit (`staleTime: 0`): the page does not read again what its
 * prefetch read a moment ago, a second request and a second render for the same data. An entry a
 * write invalidated is always read again, however recent (e.g. the questions after scoring).
 */
export const EVERY_VISIT = {
  staleTime: 0,
  refetchOnMount: (query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }) =>
    query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_READ_MS,
} as const;
