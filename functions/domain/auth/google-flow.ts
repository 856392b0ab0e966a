// What a Google sign-in keeps in the browser between its steps, bound to the browser's pre-session
// (or session) cookie, the one its CSRF token is bound to:
// - the flow cookie (10 minutes, from the form post to the callback): a random secret from which the
//   state, the nonce and the PKCE verifier are derived with the server key, together with the binding
//   cookie and the return path. Nothing is stored; a state from another browser, another pre-session
//   or an edited return path never matches, and the cookie is cleared at the callback.
// - the pending cookie (10 minutes, from the callback to the screen that finishes it): the verified
//   identity that waits for the account's password (link) or for the sign-up fields, MAC'd with the
//   server key and the binding cookie, so it cannot be forged, edited or carried to another browser.
import { createHash, createHmac } from 'node:crypto';
import * as z from 'zod/mini';
import { safeReturnTo } from '@shared/paths';
import type { VerifiedIdentity } from '@functions/adapters/oidc';
import { clearCookie, readCookie, serializeCookie } from '@functions/lib/cookies';
import { newToken, sameHash } from '@functions/lib/crypto';
import { serverKey } from '@functions/lib/server-key';

export const GOOGLE_FLOW_COOKIE = 'gflow';
export const GOOGLE_PENDING_COOKIE = 'gpending';
export const GOOGLE_STEP_SECONDS = 600;

const mac = (purpose: string, ...parts: string[]): string =>
  createHmac('sha256', serverKey())
    .update([`google-sign-in/${purpose}`, ...parts].join('\n'))
    .digest('base64url');

/** The request values of one flow: state, nonce and the PKCE pair (RFC 7636, S256). */
export interface FlowValues {
  state: string;
  nonce: string;
  codeVerifier: string;
  codeChallenge: string;
  returnTo: string | null;
}

function flowValues(secret: string, binding: string, returnTo: string | null): FlowValues {
  const codeVerifier = mac('pkce', secret, binding, returnTo ?? '');
  return {
    state: mac('state', secret, binding, returnTo ?? ''),
    nonce: mac('nonce', secret, binding, returnTo ?? ''),
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    returnTo,
  };
}

/** A new flow for this browser: its values and the cookie that carries its secret. */
export function startFlow(binding: string, returnTo: string | null): { values: FlowValues; cookie: string } {
  const secret = newToken();
  const safe = safeReturnTo(returnTo);
  const value = safe ? `${secret}.${Buffer.from(safe).toString('base64url')}` : secret;
  return {
    values: flowValues(secret, binding, safe),
    cookie: serializeCookie(GOOGLE_FLOW_COOKIE, value, GOOGLE_STEP_SECONDS),
  };
}

/** The flow whose state came back, when this browser started it; null otherwise (expired, another browser, edited). */
export function resumeFlow(
  cookies: Record<string, string>,
  binding: string | undefined,
  state: string,
): FlowValues | null {
  const value = readCookie(cookies, GOOGLE_FLOW_COOKIE);
  if (!value || !binding) return null;
  const [secret = '', encodedReturn] = value.split('.', 2);
  const returnTo = encodedReturn ? safeReturnTo(Buffer.from(encodedReturn, 'base64url').toString('utf8')) : null;
  const values = flowValues(secret, binding, returnTo);
  return sameHash(values.state, state) ? values : null;
}

export const clearFlowCookie = (): string => clearCookie(GOOGLE_FLOW_COOKIE);

/** A verified Google identity that waits for the account's password (`link`) or the sign-up fields (`signUp`). */
export interface PendingGoogle {
  next: 'link' | 'signUp';
  identity: VerifiedIdentity;
  /** The account to link (next = link). */
  userId: string | null;
  returnTo: string | null;
  expiresAt: number;
}

export function pendingCookie(binding: string, pending: Omit<PendingGoogle, 'expiresAt'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...pending, expiresAt: now + GOOGLE_STEP_SECONDS * 1000 })).toString(
    'base64url',
  );
  return serializeCookie(GOOGLE_PENDING_COOKIE, `${payload}.${mac('pending', payload, binding)}`, GOOGLE_STEP_SECONDS);
}

/** The browser's pending Google sign-in, when its MAC holds for this browser and it has not expired. */
export function readPending(
  cookies: Record<string, string>,
  binding: string | undefined,
  now = Date.now(),
): PendingGoogle | null {
  const value = readCookie(cookies, GOOGLE_PENDING_COOKIE);
  if (!value || !binding) return null;
  const [payload = '', tag = ''] = value.split('.', 2);
  if (!sameHash(tag, mac('pending', payload, binding))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  // Parsed even though only this server can have written it (the MAC): a cookie of an older shape reads as none.
  const pending = pendingSchema().safeParse(parsed);
  return pending.success && pending.data.expiresAt > now ? pending.data : null;
}

let schema: z.ZodMiniType<PendingGoogle> | undefined;
const text = () => z.nullable(z.string());
const pendingSchema = () =>
  (schema ??= z.object({
    next: z.enum(['link', 'signUp']),
    identity: z.object({
      subject: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      givenName: text(),
      familyName: text(),
    }),
    userId: text(),
    returnTo: text(),
    expiresAt: z.number(),
  }));

export const clearPendingCookie = (): string => clearCookie(GOOGLE_PENDING_COOKIE);
