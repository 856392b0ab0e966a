// CSRF tokens bound to the browser: an HMAC, keyed by a server secret, of the secret value of the
// session cookie (or, before sign-in, of the pre-session cookie). The token cannot be computed
// without that HttpOnly cookie and the server's key, a token of another session never matches, and
// it changes whenever the cookie does (sign-in, logout). Writes send it back in the X-CSRF-Token
// header (docs/decisions/002).
import { CSRF_HEADER } from '@shared/contracts/headers';
import { createHmac } from 'node:crypto';
import { PRESESSION_COOKIE, readCookie, SESSION_COOKIE } from './cookies';
import { sameHash } from './crypto';
import { serverKey } from './server-key';

export const csrfTokenFor = (cookieSecret: string): string =>
  createHmac('sha256', serverKey()).update(`csrf-token/v1\n${cookieSecret}`).digest('base64url');

/** The cookie a request's token is bound to: the session when it resolved to a caller, else the pre-session. */
export function csrfBinding(cookies: Record<string, string>, signedIn: boolean): string | undefined {
  return readCookie(cookies, signedIn ? SESSION_COOKIE : PRESESSION_COOKIE);
}

export function csrfTokenMatches(sent: string | undefined, binding: string | undefined): boolean {
  return Boolean(sent && binding && sameHash(sent, csrfTokenFor(binding)));
}

/** Reply header that hands a client its new token the moment it changes (sign-in, logout). */
export const csrfHeader = (cookieSecret: string): Record<string, string> => ({
  [CSRF_HEADER]: csrfTokenFor(cookieSecret),
});
