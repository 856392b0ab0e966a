// Writes by contract, keeping the cache true, without react-query (a sign-in form must not download
// the read cache): `update` and the invalidation run as the reply arrives (before a redirect it
// carries is followed), and the call resolves once what is on screen has been read again, so a
// page that moves on afterwards shows the written data. Where no page has loaded the cache there
// is nothing to update (cache.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Contract } from '@shared/contracts/contract';
import { newIdempotencyKey, type ApiReply, type CallRequest } from './api';
import type { ApiRoute } from './api-route';
import { loadedCache } from './cache';
import { call, contractKey, isSuccess, type CacheTarget, type SuccessReply } from './contract-key';

export interface ContractMutationOptions<C extends Contract, V> {
  /** The call for the mutation's variables: params, body and call options (e.g. `followRedirect`). */
  request: (variables: V) => CallRequest<C>;
  /** On a success reply, before its toast and redirect: cache writes from the reply's data. */
  update?: (reply: SuccessReply<C>, variables: V, client: QueryClient) => void;
  /** What a success makes stale (routes, or single entries by `contractKey`). */
  invalidates?: readonly CacheTarget[] | ((reply: SuccessReply<C>, variables: V) => readonly CacheTarget[]);
  /** See invalidateContracts. */
  refetch?: 'active' | 'none';
}

/**
 * Marks entries stale. 'active' (the default) reads again what is on screen and resolves when that
 * is done; 'none' only marks them, so they are read when next shown.
 */
export function invalidateContracts(
  targets: readonly CacheTarget[],
  refetch: 'active' | 'none' = 'active',
): Promise<unknown> {
  const client = loadedCache();
  if (!client) return Promise.resolve();
  return Promise.all(
    targets.map((target) =>
      client.invalidateQueries({
        queryKey: Array.isArray(target) ? target : contractKey(target as ApiRoute),
        refetchType: refetch,
      }),
    ),
  );
}

/** Runs a write and keeps the cache true (see the top of this file). */
export async function mutateContract<C extends Contract, V>(
  route: ApiRoute<C>,
  variables: V,
  options: ContractMutationOptions<C, V>,
  idempotencyKey?: string,
): Promise<ApiReply<C>> {
  const request = { ...options.request(variables), ...(idempotencyKey ? { idempotencyKey } : {}) };
  let refreshed: Promise<unknown> = Promise.resolve();
  const reply = await call(route, {
    ...request,
    onReply: (received) => {
      if (isSuccess(received)) {
        const client = loadedCache();
        if (client) options.update?.(received, variables, client);
        const targets =
          typeof options.invalidates === 'function'
            ? options.invalidates(received, variables)
            : (options.invalidates ?? []);
        refreshed = invalidateContracts(targets, options.refetch);
      }
      request.onReply?.(received);
    },
  });
  await refreshed;
  return reply;
}

export interface MutateCallbacks<C extends Contract> {
  onSuccess?: (reply: ApiReply<C>) => void;
  onError?: (error: unknown) => void;
}

export interface ContractMutation<C extends Contract, V> {
  /** Resolves with the reply for every status the contract declares; rejects on any other (ApiError). */
  mutateAsync: (variables: V) => Promise<ApiReply<C>>;
  /** mutateAsync for event handlers: the callbacks of this call run if the screen is still there. */
  mutate: (variables: V, callbacks?: MutateCallbacks<C>) => void;
  isPending: boolean;
  /** The last call resolved (any declared status) / failed. */
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  /** The last reply (any declared status). */
  data: ApiReply<C> | undefined;
  /** The variables of the last call. */
  variables: V | undefined;
  reset: () => void;
}

interface MutationState<C extends Contract, V> {
  status: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
  data: ApiReply<C> | undefined;
  variables: V | undefined;
}

const IDLE = { status: 'idle', error: null, data: undefined, variables: undefined } as const;

export function useContractMutation<C extends Contract, V = void>(
  route: ApiRoute<C>,
  options: ContractMutationOptions<C, V>,
): ContractMutation<C, V> {
  const [state, setState] = useState<MutationState<C, V>>(IDLE);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The latest options (their closures read the screen's current state), without re-creating mutateAsync.
  const latest = useRef(options);
  latest.current = options;
  // An idempotent write whose outcome is unknown (no reply: offline, 5xx) is sent again with the
  // same Idempotency-Key when the same input is submitted again, so the server replays instead of
  // repeating it. Any reply settles the attempt: the next submission is a new one.
  const attempt = useRef<{ input: string; key: string } | null>(null);
  // Only the latest call's outcome is shown.
  const calls = useRef(0);

  const mutateAsync = useCallback(
    async (variables: V): Promise<ApiReply<C>> => {
      const call = ++calls.current;
      const set = (next: MutationState<C, V>) => mounted.current && call === calls.current && setState(next);
      set({ status: 'pending', error: null, data: undefined, variables });
      try {
        let reply: ApiReply<C>;
        if (!route.idempotent) reply = await mutateContract(route, variables, latest.current);
        else {
          const input = JSON.stringify(variables ?? null);
          if (attempt.current?.input !== input) attempt.current = { input, key: newIdempotencyKey() };
          reply = await mutateContract(route, variables, latest.current, attempt.current.key);
          attempt.current = null;
        }
        set({ status: 'success', error: null, data: reply, variables });
        return reply;
      } catch (error) {
        set({ status: 'error', error, data: undefined, variables });
        throw error;
      }
    },
    [route],
  );
  const mutate = useCallback(
    (variables: V, callbacks?: MutateCallbacks<C>) => {
      mutateAsync(variables).then(
        (reply) => mounted.current && callbacks?.onSuccess?.(reply),
        (error: unknown) => mounted.current && callbacks?.onError?.(error),
      );
    },
    [mutateAsync],
  );
  const reset = useCallback(() => {
    calls.current += 1; // a call still in flight no longer writes
    setState(IDLE);
  }, []);
  return {
    mutateAsync,
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
    data: state.data,
    variables: state.variables,
    reset,
  };
}
