// Session and pre-session cookies: `__Host-` names over https (no sibling subdomain can plant
// them), bare names on the local http stack; CSRF tokens keyed by a server secret.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineContract } from '@shared/contracts/contract';
import { messageBody } from '@shared/contracts/envelope';
import type { ResolveCaller } from '@functions/lib/caller';
import {
  clearCookie,
  cookieName,
  parseCookies,
  PRESESSION_COOKIE,
  readCookie,
  serializeCookie,
  SESSION_COOKIE,
} from '@functions/lib/cookies';
import { csrfBinding, csrfTokenFor, csrfTokenMatches } from '@functions/lib/csrf';
import { resetEnvForTests } from '@functions/lib/env';
import { httpHandlerFactory } from '@functions/lib/http-handler';

// The caller port, filled with a stub: no session or table is involved.
const resolveCaller = vi.fn<ResolveCaller>(async () => null);
const defineHttpHandler = httpHandlerFactory({ resolveCaller });

const saved = { ...process.env };
function configure(vars: Record<string, string | undefined>): void {
  process.env.TABLE_NAME = 'unit-test-table';
  for (const name of ['APP_URL', 'COOKIE_SECURE', 'CSRF_SECRET', 'ORIGIN_VERIFY_SECRET']) delete process.env[name];
  for (const [name, value] of Object.entries(vars)) if (value !== undefined) process.env[name] = value;
  resetEnvForTests();
}
const inAws = () =>
  configure({ APP_URL: 'https://learn.example.com', COOKIE_SECURE: 'true', ORIGIN_VERIFY_SECRET: 'origin-secret' });
const locally = () => configure({ APP_URL: 'http://localhost:3000', COOKIE_SECURE: 'true' });

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  vi.restoreAllMocks();
});

const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim());

describe('cookie names and attributes', () => {
  it('over https the session and pre-session cookies are __Host- cookies: Secure, Path=/, no Domain', () => {
    inAws();
    expect(cookieName(SESSION_COOKIE)).toBe('__Host-sid');
    expect(cookieName(PRESESSION_COOKIE)).toBe('__Host-psid');
    for (const cookie of [
      serializeCookie(SESSION_COOKIE, 'token', 60),
      serializeCookie(PRESESSION_COOKIE, 'pre', 60),
      clearCookie(SESSION_COOKIE),
    ]) {
      expect(cookie).toMatch(/^__Host-p?sid=/);
      expect(attributes(cookie)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']));
      expect(cookie).not.toMatch(/domain=/i);
    }
    expect(clearCookie(SESSION_COOKIE)).toMatch(/^__Host-sid=; .*Max-Age=0/);
  });

  it('over https only the __Host- cookie counts: a bare sid or psid planted by a sibling subdomain is ignored', () => {
    inAws();
    const cookies = parseCookies(['sid=planted', 'psid=planted-pre'], '__Host-psid=real-pre');
    expect(readCookie(cookies, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(cookies, PRESESSION_COOKIE)).toBe('real-pre');
    expect(csrfBinding(cookies, false)).toBe('real-pre');
    expect(csrfTokenMatches(csrfTokenFor('planted-pre'), csrfBinding(cookies, false))).toBe(false);
  });

  it('on the local http stack the names stay bare (browsers do not reliably take __Host- over http)', () => {
    locally();
    expect(cookieName(SESSION_COOKIE)).toBe('sid');
    expect(serializeCookie(PRESESSION_COOKIE, 'pre', 60)).toBe(
      'psid=pre; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure',
    );
    expect(readCookie(parseCookies(['sid=token']), SESSION_COOKIE)).toBe('token');
    configure({ APP_URL: 'http://localhost:3000', COOKIE_SECURE: 'false' });
    expect(serializeCookie(SESSION_COOKIE, 'token', 60)).toBe('sid=token; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
  });

  it('Secure cookies are needed for the prefix: https with COOKIE_SECURE=false keeps bare names', () => {
    configure({ APP_URL: 'https://learn.example.com', COOKIE_SECURE: 'false' });
    expect(cookieName(SESSION_COOKIE)).toBe('sid');
  });
});

describe('CSRF token key', () => {
  it('mixes in a server secret: CSRF_SECRET, else the origin secret, else a local default', () => {
    locally();
    const local = csrfTokenFor('cookie-value');
    expect(local).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrfTokenFor('cookie-value')).toBe(local);
    expect(csrfTokenFor('other-cookie')).not.toBe(local);
    inAws();
    const withOrigin = csrfTokenFor('cookie-value');
    expect(withOrigin).not.toBe(local);
    configure({
      APP_URL: 'https://learn.example.com',
      ORIGIN_VERIFY_SECRET: 'origin-secret',
      CSRF_SECRET: 'csrf-secret',
    });
    const withCsrf = csrfTokenFor('cookie-value');
    expect(new Set([local, withOrigin, withCsrf]).size).toBe(3);
    // Someone who knows the cookie but not the key cannot compute the token.
    expect(csrfTokenMatches(withOrigin, 'cookie-value')).toBe(false);
    expect(csrfTokenMatches(withCsrf, 'cookie-value')).toBe(true);
  });
});

describe('the handler factory over https', () => {
  const contract = defineContract({
    method: 'POST',
    path: '/api/cookie-write.json',
    access: 'public',
    summary: 'Synthetic write.',
    body: z.object({}),
    responses: { 200: messageBody },
  });
  const handler = defineHttpHandler(contract, async () => ({ status: 200, body: { message: 'ok' } }));
  const post = (cookies: string[], csrf: string) =>
    handler(
      {
        version: '2.0',
        routeKey: `POST ${contract.path}`,
        rawPath: contract.path,
        rawQueryString: '',
        cookies,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, 'x-origin-verify': 'origin-secret' },
        requestContext: {
          requestId: 'r-1',
          http: { method: 'POST', path: contract.path, protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'unit' },
        },
        body: '{}',
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2,
      { awsRequestId: 'l-1' } as Context,
    );

  beforeEach(() => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.mocked(resolveCaller).mockReset().mockResolvedValue(null);
  });

  it('resolves the session from __Host-sid only, and binds anonymous writes to __Host-psid', async () => {
    inAws();
    expect((await post(['__Host-psid=pre'], csrfTokenFor('pre'))).statusCode).toBe(200);
    expect((await post(['psid=pre'], csrfTokenFor('pre'))).statusCode).toBe(403);
    await post(['sid=planted', '__Host-sid=real', '__Host-psid=pre'], csrfTokenFor('pre'));
    expect(vi.mocked(resolveCaller).mock.calls.map(([token]) => token)).toEqual([undefined, undefined, 'real']);
  });
});
