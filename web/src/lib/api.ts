// The one API client. Every call names its operation by route (a descriptor from api-route.ts) and
// is typed from the contract behind it: the input from the params/query/body
// schemas, the reply as a union of `{status, body}` for the statuses the contract declares. It
// applies the spec's envelope: sends the CSRF header on writes, the Idempotency-Key on idempotent
// writes and the browser's time zone on every call, shows a reply's `toaster`, follows its
// `redirect`, sends 401/403 to /login, hands 422 field errors back to the form as a typed reply and
// turns a 5xx into an error toast (generic, but a 503's own message: e.g. the payment service is down).
import type * as z from 'zod/mini';
import type { Contract, Infer } from '@shared/contracts/contract';
import { CSRF_HEADER, IDEMPOTENCY_KEY_HEADER, TIME_ZONE_HEADER } from '@shared/contracts/headers';
import { fillPath } from '@shared/contracts/path';
import { apiRoute, type ApiRoute, type ContractOf } from './api-route';
import { currentPath, navigateTo } from './navigation';
import { loginWithReturnTo, paths, safeReturnTo } from '@shared/paths';
import { MFA_SETUP_REQUIRED } from '@shared/constants';
import { showToast, type ToastType } from './toast';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';
const CSRF_FAILURE = 'Invalid CSRF token';

type Statuses<C extends Contract> = keyof C['responses'] & number;

/** What a call of a route (or contract) resolves to: one member per status the contract declares. */
export type ApiReply<R> = ContractReply<ContractOrRoute<R>>;
type ContractReply<C extends Contract> = {
  [S in Statuses<C>]: { status: S; body: Infer<C['responses'][S]> };
}[Statuses<C>];
type ContractOrRoute<R> = R extends Contract ? R : ContractOf<R>;

/** The reply for one status, e.g. `ReplyWith<typeof login, 200>`. */

type Part<K extends string, S> = S extends z.ZodMiniType ? { [P in K]: z.input<S> } : { [P in K]?: undefined };
/** `{params, query, body}` as the contract's schemas accept them. */
export type ApiInput<R> = ContractInput<ContractOrRoute<R>>;
type ContractInput<C extends Contract> = Part<'params', C['params']> & Part<'query', C['query']> & BodyPart<C>;
/** A contract that declares `multipart` also takes a FormData (sent as multipart/form-data, its file included). */
type BodyPart<C extends Contract> = C extends { multipart: object }
  ? { body: z.input<NonNullable<C['body']>> | FormData }
  : Part<'body', C['body']>;
export type BodyInput<R> = ApiInput<R>['body'];

export interface CallOptions<C extends Contract> {
  /** On 401/403 go to /login (the spec: configurable per call). Default true. */
  redirectOnUnauthorized?: boolean;
  /** Follow a reply's `redirect`. Default true. */
  followRedirect?: boolean;
  /** Show a reply's `toaster`. Default true. */
  showToaster?: boolean;
  /** Runs before the toast and the redirect, e.g. to put a new session into the cache first. */
  onReply?: (reply: ApiReply<C>) => void;
  /**
   * For a contract marked `idempotent`: the Idempotency-Key. Pass the same key to retry an attempt
   * whose outcome is unknown (the server replays its first reply); without one each call gets a new key.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type CallRequest<C extends Contract> = ApiInput<C> & CallOptions<C>;

/** A status the contract does not declare (or no answer at all: status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let csrfToken: string | null = null;
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}
/** The current token, for the one write that is a plain HTML form (the spec's Google sign-in post). */
export const currentCsrfToken = (): string | null => csrfToken;

type UnauthorizedListener = (status: 401 | 403) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** The session listens here to forget a user whose session the server no longer knows. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const PUBLIC_AUTH_PATHS: readonly string[] = [paths.login, paths.forgotPassword, paths.createAccount, paths.logout];

export function callApi<C extends Contract>(
  route: ApiRoute<C>,
  ...args: Record<string, never> extends ApiInput<C> ? [request?: CallRequest<C>] : [request: CallRequest<C>]
): Promise<ApiReply<C>> {
  const request = (args[0] ?? {}) as CallRequest<C>;
  // One key for this call, kept when the CSRF repair below sends it again.
  const idempotent = route.idempotent ? { idempotencyKey: request.idempotencyKey ?? newIdempotencyKey() } : {};
  return send(route, { ...request, ...idempotent }, false);
}

/** A fresh Idempotency-Key (a UUID; the server accepts 8-255 letters, digits, '-', '_', ':', '.'). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function send<C extends Contract>(
  contract: ApiRoute<C>,
  request: CallRequest<C>,
  isRetry: boolean,
): Promise<ApiReply<C>> {
  const { params, query, body, signal } = request as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const url = fillPath(contract.path, params ?? {}) + queryString(query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const zone = browserTimeZone();
  if (zone) headers[TIME_ZONE_HEADER] = zone;
  // FormData goes as multipart/form-data; fetch sets the type with its boundary.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(contract.method) && csrfToken) headers[CSRF_HEADER] = csrfToken;
  if (request.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers,
      body: body === undefined || form ? (body as FormData | undefined) : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    showToast({ type: 'error', message: NETWORK_ERROR });
    throw new ApiError(0, NETWORK_ERROR);
  }

  const payload = await readBody(response);
  const status = response.status;
  // Sign-in and logout rotate the CSRF token (it is bound to the session): the reply hands over the new one.
  const rotatedCsrf = response.headers.get(CSRF_HEADER);
  if (rotatedCsrf) setCsrfToken(rotatedCsrf);

  if (status === 401 || status === 403) {
    // A stale CSRF cookie (e.g. cleared by the browser) is repaired once, transparently.
    if (status === 403 && !isRetry && messageOf(payload) === CSRF_FAILURE && !SAFE_METHODS.has(contract.method)) {
      await refreshCsrfToken();
      return send(contract, request, true);
    }
    if (!contract.statuses.includes(status)) {
      for (const listener of unauthorizedListeners) listener(status);
      if (request.redirectOnUnauthorized !== false) goToLogin(status, messageOf(payload));
      throw new ApiError(status, messageOf(payload) ?? 'Please sign in to continue.', payload);
    }
  }

  if (status >= 500) {
    // A 503 says what is unavailable and when to retry (the payment provider, …); other 5xx say nothing useful.
    const message = (status === 503 && messageOf(payload)) || GENERIC_ERROR;
    showToast({ type: 'error', message });
    throw new ApiError(status, message, payload);
  }

  if (!contract.statuses.includes(status)) {
    // The spec: statuses a call does not expect are not shown as errors; the caller's error state handles them.
    throw new ApiError(status, messageOf(payload) ?? `Unexpected status ${status}`, payload);
  }

  const reply = { status, body: payload } as ApiReply<C>;
  request.onReply?.(reply);
  const envelope = isObject(payload) ? payload : {};
  if (request.showToaster !== false && isToaster(envelope.toaster)) showToast(envelope.toaster);
  if (request.followRedirect !== false && typeof envelope.redirect === 'string' && envelope.redirect)
    navigateTo(envelope.redirect);
  return reply;
}

let timeZone: string | null | undefined;

/**
 * The browser's IANA zone (e.g. 'America/Chicago'), sent with every call: the server dates a pass,
 * a card's issue and its window on the learner's own calendar day (it validates the value).
 */
export function browserTimeZone(): string | null {
  // Temporal where the browser has it: a page's first Intl call loads the locale data (40-80 ms
  // measured here, before the first screen); read once either way.
  if (timeZone === undefined) {
    try {
      const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
      timeZone = (temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone) || null;
    } catch {
      timeZone = null;
    }
  }
  return timeZone;
}

async function refreshCsrfToken(): Promise<void> {
  const reply = await send(
    apiRoute('auth/bootstrap'),
    { redirectOnUnauthorized: false, showToaster: false, followRedirect: false },
    true,
  );
  if (reply.status === 200) setCsrfToken(reply.body.csrfToken);
}

function goToLogin(status: 401 | 403, message?: string): void {
  // An admin who must set up two-step verification is refused everything else: the setup, not /login.
  if (status === 403 && message === MFA_SETUP_REQUIRED) {
    navigateTo(paths.mfaSetup, { replace: true });
    return;
  }
  const here = currentPath();
  if (PUBLIC_AUTH_PATHS.some((path) => window.location.pathname === path)) return;
  // A signed-in user refused a page goes to /login without returnTo: the public-only guard then
  // takes them to the dashboard instead of straight back to the refused page.
  navigateTo(status === 401 && safeReturnTo(here) ? loginWithReturnTo(here) : paths.login, { replace: true });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isToaster(value: unknown): value is { type: ToastType; message: string } {
  return (
    isObject(value) &&
    typeof value.message === 'string' &&
    ['success', 'error', 'info', 'warning'].includes(String(value.type))
  );
}

function messageOf(payload: unknown): string | undefined {
  return isObject(payload) && typeof payload.message === 'string' ? payload.message : undefined;
}

/** Field names a contract's body has, plus `base` for messages about the whole form. */
export type FieldName<R> = (BodyInput<R> extends object ? keyof BodyInput<R> & string : never) | 'base';

/** Field name -> messages from a 422 (or the reset 404 and a 429, which use the same shape). */
export type FieldErrors<F extends string = string> = Partial<Record<F, string[]>>;

/** The field errors a reply carries (empty for a success), typed by the form's field names. */
export function fieldErrorsOf<F extends string = string>(reply: { status: number; body: unknown }): FieldErrors<F> {
  if (reply.status < 400 || !isObject(reply.body) || !isObject(reply.body.errors)) return {};
  return reply.body.errors as FieldErrors<F>;
}

/** The first message for a field (the spec shows one message under each field). */
export function firstError<F extends string>(errors: FieldErrors<F>, field: F): string | undefined {
  return errors[field]?.[0];
}
