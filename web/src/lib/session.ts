// The page's initial data (the spec: "supplied by the page"): current user, group, company,
// cart, flash messages and the CSRF token. Loaded once through react-query and shared by every
// layout, guard and feature, so it is a shared leaf rather than a feature. Sign-in and sign-out
// replies update it here; the server stays the only judge of who is signed in.
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/contracts/contract';
import type { CurrentUser, GroupSummary } from '@shared/contracts/common';
import { bootstrap } from '@shared/contracts/auth';
import { callApi, onUnauthorized, setCsrfToken } from './api';
import { contractId, contractKey } from './contract-query';
import { queryClient as appQueryClient } from './query-client';

export type Bootstrap = ResponseOf<typeof bootstrap, 200>;
export type { CurrentUser, GroupSummary };

/** The session's cache entry, keyed by its contract like every other read. */
export const bootstrapKey = contractKey(bootstrap);

export async function fetchBootstrap(): Promise<Bootstrap> {
  const reply = await callApi(bootstrap, { redirectOnUnauthorized: false });
  setCsrfToken(reply.body.csrfToken);
  return reply.body;
}

export const bootstrapQueryOptions = () =>
  queryOptions({ queryKey: bootstrapKey, queryFn: fetchBootstrap, staleTime: Infinity, gcTime: Infinity });

/** The session, read once (the bootstrap gate's query and this share one request). */
export const loadSession = (): Promise<Session> => appQueryClient.fetchQuery(bootstrapQueryOptions()).then(toSession);

export interface Session {
  currentUser: CurrentUser | null;
  group: GroupSummary | null;
  company: Bootstrap['company'];
  cart: Bootstrap['cart'];
  /** Card entry for checkout and billing: Stripe Elements, or locally the stand-in's card fields. */
  payments: Bootstrap['payments'];
  isSignedIn: boolean;
  /** Mirrors the server's groupAdmin check: an admin flag and a group. */
  isGroupAdmin: boolean;
  isGroupMember: boolean;
}

export function toSession(data: Bootstrap): Session {
  const user = data.currentUser;
  return {
    currentUser: user,
    group: data.group,
    company: data.company,
    cart: data.cart,
    payments: data.payments,
    isSignedIn: user !== null,
    isGroupAdmin: Boolean(user?.groupAdmin && user.groupId),
    isGroupMember: Boolean(user?.groupId) && !user?.groupAdmin,
  };
}

/** The session; the app renders nothing below its bootstrap gate until this has loaded. */
export function useSession(): Session {
  const { data } = useSuspenseQuery({ ...bootstrapQueryOptions(), select: toSession });
  return data;
}

/**
 * A sign-in reply (login, passcode, sign-up, password reset): the new user replaces the old one
 * and the previous user's cached data is dropped.
 */
export function setSignedIn(signedIn: { currentUser: CurrentUser; group: GroupSummary | null }, client: QueryClient = appQueryClient): void {
  replaceUser(client, signedIn.currentUser, signedIn.group);
}

/** After logout (or a 401): nobody is signed in any more. */
export function setSignedOut(client: QueryClient = appQueryClient): void {
  replaceUser(client, null, null);
}

function replaceUser(client: QueryClient, currentUser: CurrentUser | null, group: GroupSummary | null): void {
  client.setQueryData<Bootstrap>(bootstrapKey, (old) => (old ? { ...old, currentUser, group } : old));
  // Another user's data must never show: everything but the session itself is dropped.
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== contractId(bootstrap) });
  // The cart and flash messages may change with the user; refresh them quietly.
  void client.invalidateQueries({ queryKey: bootstrapKey, refetchType: 'active' });
}

// The server no longer knows this session: forget the user so the guards send them to /login.
onUnauthorized((status) => {
  const data = appQueryClient.getQueryData<Bootstrap>(bootstrapKey);
  if (status === 401 && data?.currentUser) setSignedOut();
});
