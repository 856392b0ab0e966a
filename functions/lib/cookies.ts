// Cookie parsing and serialisation for the session and pre-session cookies.
import { env } from './env';

export const SESSION_COOKIE = 'sid';
/** A random secret per anonymous browser: what its CSRF token is bound to before sign-in. */
export const PRESESSION_COOKIE = 'psid';
export const CSRF_HEADER = 'x-csrf-token';
/** Kept as long as a session can last. */
export const PRESESSION_MAX_AGE_SECONDS = 30 * 86400;

export function parseCookies(cookies: string[] | undefined, header?: string): Record<string, string> {
  const out: Record<string, string> = {};
  const parts = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const part of parts) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !(name in out)) out[name] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return out;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = env().COOKIE_SECURE === 'true' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearCookie(name: string): string {
  return serializeCookie(name, '', 0);
}
