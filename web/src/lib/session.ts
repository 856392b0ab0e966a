// The page's initial data (the spec: "supplied by the page"): current user, group, company,
// cart, flash messages and the CSRF token. Loaded once and shared by every layout, guard and
// feature, so it is a shared leaf rather than a feature. A small store rather than a react-query
// entry: the shell and the sign-in pages need it, and they must not download the read cache.
// Sign-in and sign-out replies update it here; the server stays the only judge of who is signed in.
import { useSyncExternalStore } from 'react';
import type { ResponseOf } from '@shared/contracts/contract';
import type { bootstrap } from '@shared/contracts/auth';
import type { CurrentUser, GroupSummary } from '@shared/contracts/common';
import { callApi, onUnauthorized, setCsrfToken } from './api';
import { apiRoute } from './api-route';
import { loadedCache } from './cache';
import { withRetries } from './retry';

export type Bootstrap = ResponseOf<typeof bootstrap, 200>;
export type { CurrentUser, GroupSummary };

export type SessionState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: Bootstrap };

let state: SessionState = { status: 'pending' };
let loading: Promise<Bootstrap> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

const fetchBootstrap = () =>
  withRetries(async () => (await callApi(apiRoute('auth/bootstrap'), { redirectOnUnauthorized: false })).body);

/**
 * Reads the session from the server (once at start; again to refresh). Only the latest request
 * may write: an older reply (e.g. logout's refresh arriving after a quick sign-in) is dropped, CSRF
 * token included. A failure is kept for the bootstrap gate unless a session is already shown.
 */
export function reloadSession(): Promise<Bootstrap> {
  const request = fetchBootstrap();
  loading = request;
  const latest = () => loading === request;
  return request.then(
    (data) => {
      if (latest()) {
        loading = null;
        setCsrfToken(data.csrfToken);
        setState({ status: 'ready', data });
      }
      return data;
    },
    (error: unknown) => {
      if (latest()) {
        loading = null;
        if (state.status !== 'ready') setState({ status: 'error', error });
      }
      throw error;
    },
  );
}

let starting: Promise<Bootstrap> | null = null;

/** The session, read once: the first call starts the request, later ones share it (a failure is forgotten). */
export function loadSession(): Promise<Session> {
  if (state.status === 'ready') return Promise.resolve(toSession(state.data));
  starting ??= reloadSession().finally(() => {
    starting = null;
  });
  return starting.then((data) => toSession(state.status === 'ready' ? state.data : data));
}

/** The session's data once loaded (null before). */
export const sessionData = (): Bootstrap | null => (state.status === 'ready' ? state.data : null);

/** Puts a session in place without asking the server (tests, and replies that carry the user). */
export function setSessionData(data: Bootstrap): void {
  loading = null;
  setCsrfToken(data.csrfToken);
  setState({ status: 'ready', data });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bootstrap gate's view: pending, failed or ready. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

export interface Session {
  currentUser: CurrentUser | null;
  group: GroupSummary | null;
  company: Bootstrap['company'];
  cart: Bootstrap['cart'];
  /** Card entry for checkout and billing: Stripe Elements, or locally the stand-in's card fields. */
  payments: Bootstrap['payments'];
  /** The sign-in and sign-up screens offer Google. */
  googleSignIn: boolean;
  isSignedIn: boolean;
  /** Mirrors the server's groupAdmin check: an admin flag and a group. */
  isGroupAdmin: boolean;
  isGroupMember: boolean;
}

const sessions = new WeakMap<Bootstrap, Session>();
export function toSession(data: Bootstrap): Session {
  const known = sessions.get(data);
  if (known) return known;
  const user = data.currentUser;
  const session: Session = {
    currentUser: user,
    group: data.group,
    company: data.company,
    cart: data.cart,
    payments: data.payments,
    googleSignIn: data.googleSignIn,
    isSignedIn: user !== null,
    isGroupAdmin: Boolean(user?.groupAdmin && user.groupId),
    isGroupMember: Boolean(user?.groupId) && !user?.groupAdmin,
  };
  sessions.set(data, session);
  return session;
}

/** The session; the app renders nothing below its bootstrap gate until this has loaded. */
export function useSession(): Session {
  const current = useSessionState();
  if (current.status !== 'ready') throw new Error('useSession() below the bootstrap gate only');
  return toSession(current.data);
}

/** A reply that carries the signed-in user's new details (e.g. confirmed names). */
export function updateCurrentUser(currentUser: CurrentUser): void {
  // A refresh already on its way may predate this reply: it no longer writes.
  loading = null;
  if (state.status === 'ready') setState({ status: 'ready', data: { ...state.data, currentUser } });
}

/** A reply that carries the cart (every cart call, a purchase): the session's cart becomes it. */
export function updateCart(cart: Bootstrap['cart']): void {
  loading = null;
  if (state.status === 'ready') setState({ status: 'ready', data: { ...state.data, cart } });
}

/**
 * A sign-in reply (login, passcode, sign-up, password reset): the new user replaces the old one
 * and the previous user's cached data is dropped.
 */
export function setSignedIn(signedIn: { currentUser: CurrentUser; group: GroupSummary | null }): void {
  replaceUser(signedIn.currentUser, signedIn.group);
}

/** After logout (or a 401): nobody is signed in any more. */
export function setSignedOut(): void {
  replaceUser(null, null);
}

function replaceUser(currentUser: CurrentUser | null, group: GroupSummary | null): void {
  if (state.status === 'ready') setState({ status: 'ready', data: { ...state.data, currentUser, group } });
  // Another user's data must never show: everything cached is dropped.
  loadedCache()?.clear();
  // The cart and flash messages may change with the user; refresh them quietly.
  void reloadSession().catch(() => undefined);
}

// The server no longer knows this session: forget the user so the guards send them to /login.
onUnauthorized((status) => {
  if (status === 401 && state.status === 'ready' && state.data.currentUser) setSignedOut();
});
