// Cookie parsing and serialisation for the session and pre-session cookies.
// Served over https with Secure cookies (AWS), their names carry the `__Host-` prefix: a browser
// keeps such a cookie only when it is Secure, Path=/ and has no Domain, so it can only come from
// this very host and a sibling subdomain cannot plant a session or pre-session cookie. Locally the
// app is plain http (where browsers do not reliably honour the prefix) and the names stay bare.
import { env } from './env';

/** Logical names; on the wire they are cookieName(name). */
export const SESSION_COOKIE = 'sid';
/** A random secret per anonymous browser: what its CSRF token is bound to before sign-in. */
export const PRESESSION_COOKIE = 'psid';
/** Kept as long as a session can last. */
export const PRESESSION_MAX_AGE_SECONDS = 30 * 86400;

const HOST_PREFIX = '__Host-';

const secure = () => env().COOKIE_SECURE === 'true';
const hostLocked = () => secure() && env().APP_URL.startsWith('https://');

/** The name a cookie goes by on the wire: `__Host-sid` over https, `sid` locally. */
export const cookieName = (name: string): string => (hostLocked() ? `${HOST_PREFIX}${name}` : name);

export function parseCookies(cookies: string[] | undefined, header?: string): Record<string, string> {
  const out: Record<string, string> = {};
  const parts = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const part of parts) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in out) continue;
    const value = decodeCookieValue(part.slice(index + 1).trim());
    if (value !== null) out[name] = value;
  }
  return out;
}

/** A cookie another site or subdomain planted with a bad escape (`x=%`) is skipped, never a 500. */
function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** One of our cookies from parsed request cookies, by logical name (a bare `sid` is ignored over https). */
export const readCookie = (cookies: Record<string, string>, name: string): string | undefined =>
  cookies[cookieName(name)];

/** Path=/ and no Domain always: what `__Host-` requires, and what keeps the cookie to this host. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${cookieName(name)}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure() ? '; Secure' : ''}`;
}

export function clearCookie(name: string): string {
  return serializeCookie(name, '', 0);
}
