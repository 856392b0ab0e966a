// Google sign-in through the local gateway against the local OpenID Connect stand-in, driven over HTTP
// as a browser would: the spec's form post with the CSRF token, the code flow (state, nonce, PKCE)
// and the callback that opens our own session; the linking rule (both emails verified, else the
// password first), sign-up with the fields Google does not give, two-step verification, and the
// refusals (no CSRF token, another browser's state, a cancelled sign-in, an off-site return path).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES } from '@shared/constants';
import * as keys from '@functions/data/keys';
import { getUserByEmail } from '@functions/data/users';
import { GOOGLE_EMAIL_UNVERIFIED } from '@functions/domain/auth/messages';
import { db, tableName } from '@functions/data/table';
import { typedAccount } from '@infra/local/services/oidc/accounts';
import { ApiClient } from '../support/api-client';
import { browser, mailTo, uniqueEmail, uniquePhone } from '../support/accounts';
import { googleRoundTrip, postGoogleForm } from '../support/google';
import { answerWithFreshCode, demoTotpSecret } from '../support/totp';
import { PASSWORD, signUpUser } from './group-fixtures';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const linkedUserId = async (subject: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.googleIdentity(subject) }))).Item?.userId;
const signedInAs = async (client: ApiClient) => (await client.get('/api/bootstrap.json')).body.currentUser?.email;

describe('the spec form post', () => {
  it('needs the CSRF token of this browser, then sends it to the provider with state, nonce and an S256 challenge', async () => {
    const client = await browser();
    const missing = await client.request('POST', '/auth/google_oauth2', new URLSearchParams(), { csrf: null });
    expect(missing.status).toBe(403);
    const other = await browser();
    const foreign = await client.request(
      'POST',
      '/auth/google_oauth2',
      new URLSearchParams({ authenticity_token: other.csrfToken }),
      { csrf: null },
    );
    expect(foreign.status).toBe(403);

    const started = await postGoogleForm(client);
    expect(started.status).toBe(302);
    const url = new URL(started.headers.get('location')!);
    expect(url.origin).toBe(stack.env.GOOGLE_OIDC_ISSUER);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: stack.env.GOOGLE_OIDC_CLIENT_ID,
      redirect_uri: `${stack.url}/auth/google_oauth2/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(client.cookies.has('gflow')).toBe(true);
  });

  it('refuses a cross-site post and a JSON body on the form route stays readable', async () => {
    const client = await browser();
    const crossSite = await client.request(
      'POST',
      '/auth/google_oauth2',
      new URLSearchParams({ authenticity_token: client.csrfToken }),
      { csrf: null, headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    expect((await client.post('/auth/google_oauth2', {})).status).toBe(302);
  });
});

describe('the linking rule', () => {
  it('links an account whose email both Google and we verified, and signs in; the link then opens it by itself', async () => {
    const client = await browser();
    const { location, reply } = await googleRoundTrip(client, { account: 'google-test-learner' });
    expect(location).toBe('/dashboard');
    expect(reply.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
    expect(await signedInAs(client)).toBe('learner@example.com');
    const learner = await getUserByEmail('learner@example.com');
    expect(await linkedUserId('google-test-learner')).toBe(learner!.id);

    const again = await browser();
    expect((await googleRoundTrip(again, { account: 'google-test-learner' })).location).toBe('/dashboard');
    expect(await signedInAs(again)).toBe('learner@example.com');
  });

  it('asks for the password when our email is not verified; a wrong one is refused, the right one links and signs in', async () => {
    const { email, id } = await signUpUser('Una', 'Unverified', { confirmed: false });
    const client = await browser();
    const { location } = await googleRoundTrip(client, { email, emailVerified: true });
    expect(location).toBe('/login/google/link');
    expect(await signedInAs(client)).toBeUndefined();
    expect(await client.get('/api/auth/google/pending.json')).toMatchObject({
      status: 200,
      body: { next: 'link', email },
    });

    expect(await client.post('/api/auth/google/link.json', { password: 'Wrong-password-1' })).toMatchObject({
      status: 422,
      body: { errors: { password: [MESSAGES.invalidCredentials] } },
    });
    expect(await linkedUserId(subjectOf(email))).toBeUndefined();
    const linked = await client.post('/api/auth/google/link.json', { password: PASSWORD });
    expect(linked).toMatchObject({ status: 200, body: { currentUser: { email }, redirect: '/dashboard' } });
    expect(await signedInAs(client)).toBe(email);
    expect(await linkedUserId(subjectOf(email))).toBe(id);
    // Google vouched for the address and the password holder linked it: the address is now confirmed.
    expect((await getUserByEmail(email))!.verifiedEmail).toBe(email);
    // The pending sign-in is spent.
    expect((await client.get('/api/auth/google/pending.json')).status).toBe(404);
  });

  it('asks for the password when Google has not verified the email, even though ours is', async () => {
    const { email } = await signUpUser('Val', 'Verified');
    const client = await browser();
    expect((await googleRoundTrip(client, { email, emailVerified: false })).location).toBe('/login/google/link');
    expect((await client.post('/api/auth/google/link.json', { password: PASSWORD })).status).toBe(200);
    expect(await signedInAs(client)).toBe(email);
  });

  it('a pending link is bound to its browser', async () => {
    const { email } = await signUpUser('Bea', 'Bound', { confirmed: false });
    const client = await browser();
    await googleRoundTrip(client, { email, emailVerified: true });
    const thief = await browser();
    thief.cookies.set('gpending', client.cookies.get('gpending')!);
    expect((await thief.get('/api/auth/google/pending.json')).status).toBe(404);
    expect((await thief.post('/api/auth/google/link.json', { password: PASSWORD })).status).toBe(404);
  });
});

describe('signing up with Google', () => {
  it('a new email asks for the sign-up fields Google does not give, then creates the account, linked and confirmed', async () => {
    const email = uniqueEmail('google-new');
    const client = await browser();
    const { location } = await googleRoundTrip(client, {
      email,
      emailVerified: true,
      givenName: 'Gia',
      familyName: 'Google',
    });
    expect(location).toBe('/create-account/google');
    expect(await client.get('/api/auth/google/pending.json')).toMatchObject({
      body: { next: 'signUp', email, firstName: 'Gia', lastName: 'Google' },
    });
    expect(
      await client.post('/api/auth/google/sign_up.json', { firstName: 'Gia', lastName: 'Google', phone: 'nope' }),
    ).toMatchObject({ status: 422, body: { errors: { phone: ['Phone number is invalid'] } } });
    const created = await client.post('/api/auth/google/sign_up.json', {
      firstName: 'Gia',
      lastName: 'Google',
      phone: uniquePhone(),
    });
    expect(created).toMatchObject({ status: 201, body: { currentUser: { email, firstName: 'Gia' } } });
    const user = await getUserByEmail(email);
    expect(user!.verifiedEmail).toBe(email);
    expect(await linkedUserId(subjectOf(email))).toBe(user!.id);
    // Google proved the address: no confirmation link is sent.
    expect(await mailTo(email, 'Confirm your email address')).toBeUndefined();

    const later = await browser();
    expect((await googleRoundTrip(later, { email, emailVerified: true })).location).toBe('/dashboard');
    expect(await signedInAs(later)).toBe(email);
  });

  it('an address Google has not verified creates no account (its link would outlive the real owner reclaiming it)', async () => {
    const email = uniqueEmail('google-unverified');
    const client = await browser();
    await googleRoundTrip(client, { email, emailVerified: false });
    const created = await client.post('/api/auth/google/sign_up.json', {
      firstName: 'Ura',
      lastName: 'Unproven',
      phone: uniquePhone(),
    });
    expect(created).toMatchObject({ status: 422, body: { errors: { base: [GOOGLE_EMAIL_UNVERIFIED] } } });
    expect(await getUserByEmail(email)).toBeNull();
  });
});

describe('security', () => {
  it('a callback carried to another browser (its state) is refused', async () => {
    const victim = await browser();
    const attacker = await browser();
    const { location } = await googleRoundTrip(attacker, { account: 'google-test-new' }, { deliverTo: victim });
    expect(location).toBe('/login?google=expired');
    expect(await signedInAs(victim)).toBeUndefined();
  });

  it('an edited state or a missing code is refused; a cancelled sign-in says so', async () => {
    const client = await browser();
    await postGoogleForm(client);
    expect((await client.get('/auth/google_oauth2/callback?code=x&state=forged')).headers.get('location')).toBe(
      '/login?google=expired',
    );
    const cancelled = await googleRoundTrip(await browser(), { cancel: true });
    expect(cancelled.location).toBe('/login?google=cancelled');
  });

  it("a code is redeemed once, even with the browser's own cookies", async () => {
    const client = await browser();
    const { callback, cookiesBefore } = await googleRoundTrip(client, { account: 'google-test-learner' });
    const replay = new ApiClient(stack.url, client.ip);
    for (const [name, value] of cookiesBefore) replay.cookies.set(name, value);
    expect((await replay.get(callback)).headers.get('location')).toBe('/login?google=failed');
    expect(await signedInAs(replay)).toBeUndefined();
  });

  it('goes back to an in-app return path only', async () => {
    const inApp = await googleRoundTrip(await browser(), { account: 'google-test-learner' }, { returnTo: '/checkout' });
    expect(inApp.location).toBe('/checkout');
    const offSite = await googleRoundTrip(
      await browser(),
      { account: 'google-test-learner' },
      { returnTo: '//evil.example/x' },
    );
    expect(offSite.location).toBe('/dashboard');
  });

  it('an account with two-step verification still asks for its code before any session', async () => {
    const client = await browser();
    const { location } = await googleRoundTrip(client, { account: 'google-test-admin' });
    expect(location).toBe('/login?google=two-step');
    expect(client.cookies.has('sid')).toBe(false);
    expect(client.cookies.has('mfa')).toBe(true);
    const reply = await answerWithFreshCode(demoTotpSecret('admin@example.com')!, (code) =>
      client.post('/api/auth/mfa_challenge.json', { code }),
    );
    expect(reply.status).toBe(200);
    expect(await signedInAs(client)).toBe('admin@example.com');
  });
});

/** The stand-in's subject of a typed address. */
const subjectOf = (email: string) => typedAccount({ email, emailVerified: true }).sub;
