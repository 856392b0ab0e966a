// Google sign-in's pure parts: the linking rule (which account a verified Google identity opens, and
// when linking needs the account's password), and the browser-bound flow and pending cookies.
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@functions/lib/env';
import { buildUser, type User } from '@functions/data/users';
import { decideGoogleSignIn } from '@functions/domain/auth/google-linking';
import {
  GOOGLE_FLOW_COOKIE,
  GOOGLE_PENDING_COOKIE,
  pendingCookie,
  readPending,
  resumeFlow,
  startFlow,
} from '@functions/domain/auth/google-flow';
import { createHash } from 'node:crypto';

beforeAll(() => {
  // The cookies' MACs use the server key, read from a complete environment (the local default key).
  process.env.TABLE_NAME ??= 'unit-test-table';
  resetEnvForTests();
});

const user = (overrides: Partial<User> = {}): User =>
  buildUser({ id: 'u1', email: 'pat@example.com', firstName: 'Pat', lastName: 'Lee', ...overrides });
const verifiedUser = (overrides: Partial<User> = {}) => user({ verifiedEmail: 'pat@example.com', ...overrides });
const google = (emailVerified: boolean, email = 'pat@example.com') => ({ email, emailVerified });

describe('the linking rule', () => {
  it('links on its own only when Google and we both verified the same email', () => {
    expect(decideGoogleSignIn(google(true), null, verifiedUser())).toMatchObject({ action: 'link' });
    expect(decideGoogleSignIn(google(true, 'PAT@example.com '), null, verifiedUser())).toMatchObject({
      action: 'link',
    });
  });

  it('asks for the password when either side has not verified it', () => {
    expect(decideGoogleSignIn(google(false), null, verifiedUser())).toMatchObject({ action: 'confirmPassword' });
    expect(decideGoogleSignIn(google(true), null, user())).toMatchObject({ action: 'confirmPassword' });
    expect(decideGoogleSignIn(google(false), null, user())).toMatchObject({ action: 'confirmPassword' });
    // Verified an older address: the current one is not.
    expect(decideGoogleSignIn(google(true), null, user({ verifiedEmail: 'old@example.com' }))).toMatchObject({
      action: 'confirmPassword',
    });
  });

  it('an identity already linked opens its account whatever the emails say now', () => {
    const linked = user({ id: 'u2', email: 'changed@example.com' });
    expect(decideGoogleSignIn(google(false), linked, verifiedUser())).toEqual({ action: 'signIn', user: linked });
  });

  it('a new email signs up; a disabled account is refused', () => {
    expect(decideGoogleSignIn(google(false), null, null)).toEqual({ action: 'signUp' });
    expect(decideGoogleSignIn(google(true), null, verifiedUser({ status: 'disabled' }))).toEqual({ action: 'refuse' });
    expect(decideGoogleSignIn(google(true), user({ status: 'disabled' }), null)).toEqual({ action: 'refuse' });
  });
});

/** The cookie's value from its Set-Cookie line. */
const cookieValue = (setCookie: string) => decodeURIComponent(setCookie.split(';')[0]!.split('=').slice(1).join('='));

describe('the flow cookie', () => {
  it('derives state, nonce and an S256 PKCE pair that only this browser can resume', () => {
    const { values, cookie } = startFlow('presession-a', '/checkout');
    expect(cookie.startsWith(`${GOOGLE_FLOW_COOKIE}=`)).toBe(true);
    expect(values.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    expect(values.codeChallenge).toBe(createHash('sha256').update(values.codeVerifier).digest('base64url'));
    expect(new Set([values.state, values.nonce, values.codeVerifier]).size).toBe(3);
    const cookies = { [GOOGLE_FLOW_COOKIE]: cookieValue(cookie) };
    expect(resumeFlow(cookies, 'presession-a', values.state)).toEqual(values);
    // Another pre-session, another state, no cookie, or an edited return path: no flow.
    expect(resumeFlow(cookies, 'presession-b', values.state)).toBeNull();
    expect(resumeFlow(cookies, 'presession-a', `${values.state}x`)).toBeNull();
    expect(resumeFlow({}, 'presession-a', values.state)).toBeNull();
    const [secret] = cookieValue(cookie).split('.');
    const edited = { [GOOGLE_FLOW_COOKIE]: `${secret}.${Buffer.from('/billing').toString('base64url')}` };
    expect(resumeFlow(edited, 'presession-a', values.state)).toBeNull();
  });

  it('keeps an in-app return path only', () => {
    expect(startFlow('p', '//evil.example/x').values.returnTo).toBeNull();
    expect(startFlow('p', 'https://evil.example/').values.returnTo).toBeNull();
    expect(startFlow('p', '/\\evil.example').values.returnTo).toBeNull();
    expect(startFlow('p', '/courses/acls').values.returnTo).toBe('/courses/acls');
  });

  it('two flows of one browser never share a state', () => {
    expect(startFlow('p', null).values.state).not.toBe(startFlow('p', null).values.state);
  });
});

describe('the pending cookie', () => {
  const identity = { subject: 's1', email: 'pat@example.com', emailVerified: true, givenName: 'Pat', familyName: null };
  const pending = { next: 'link' as const, identity, userId: 'u1', returnTo: null };

  it('reads back in the browser it was made for, until it expires', () => {
    const now = Date.now();
    const cookies = { [GOOGLE_PENDING_COOKIE]: cookieValue(pendingCookie('presession-a', pending, now)) };
    expect(readPending(cookies, 'presession-a', now)).toMatchObject(pending);
    expect(readPending(cookies, 'presession-b', now)).toBeNull();
    expect(readPending(cookies, 'presession-a', now + 11 * 60_000)).toBeNull();
  });

  it('cannot be edited', () => {
    const value = cookieValue(pendingCookie('presession-a', pending));
    const [payload, tag] = value.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), userId: 'someone-else' }),
    ).toString('base64url');
    expect(readPending({ [GOOGLE_PENDING_COOKIE]: `${forged}.${tag}` }, 'presession-a')).toBeNull();
  });
});
