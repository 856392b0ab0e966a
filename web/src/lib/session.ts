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

export type Bootstrap = ResponseOf<typeof bootstrap, 200>;
export type { CurrentUser, GroupSummary };

export type SessionState = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'ready'; data: Bootstrap };

let state: SessionState = { status: 'pending' };
let loading: Promise<Bootstrap> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

async function fetchBootstrap(): Promise<Bootstrap> {
  const reply = await callApi(apiRoute('auth/bootstrap'), { redirectOnUnauthorized: false });
  setCsrfToken(reply.body.csrfToken);
  return reply.body;
}

/** Reads the session from the server (once at start; again to refresh). A failure is kept for the bootstrap gate. */
export function reloadSession(): Promise<Bootstrap> {
  const request = fetchBootstrap();
  loading = request;
  request.then(
    (data) => loading === request && setState({ status: 'ready', data }),
    (error: unknown) => loading === request && state.status !== 'ready' && setState({ status: 'error', error }),
  );
  return request;
}

/** The session, read once: the first call starts the request, later ones share it. */
export function loadSession(): Promise<Session> {
  if (state.status === 'ready' && !loading) return Promise.resolve(toSession(state.data));
  return (loading ?? reloadSession()).then(() => toSession(currentData()));
}

const currentData = (): Bootstrap => {
  if (state.status !== 'ready') throw new Error('The session has not loaded yet');
  return state.data;
};

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
  if (state.status === 'ready') setState({ status: 'ready', data: { ...state.data, currentUser } });
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
