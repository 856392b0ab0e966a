// Sign-in (password and passcode), sign-out, CSRF, sessions and rate limits, through the local gateway.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@shared/constants';
import { getUserByEmail, markEmailVerified, markPhoneVerified } from '@functions/data/users';
import { ApiClient, latestSms, passcodeFrom } from '../support/api-client';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});
let client: ApiClient;

/** A signed-in client (it adopts the session's CSRF token from the sign-in reply's header). */
async function signedIn(email: string): Promise<ApiClient> {
  const signed = new ApiClient(stack.url);
  await signed.signIn(email);
  return signed;
}

async function bootstrapped(): Promise<ApiClient> {
  const fresh = new ApiClient(stack.url);
  await fresh.bootstrap();
  return fresh;
}

/** A fresh account (password Password123!), so lockouts stay its own; `confirmed`: its email and phone confirmed (as by their link and code). */
async function newAccount(prefix: string, { confirmed = false } = {}): Promise<{ email: string; phone: string }> {
  const email = `${prefix}-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const account = { firstName: 'Pat', lastName: 'Tern', email, phone, password: 'Password123!' };
  const reply = await (await bootstrapped()).request('POST', '/api/users.json', account, {
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(reply.status).toBe(201);
  if (confirmed) {
    expect(await markEmailVerified(reply.body.user.id, email)).toBe(true);
    expect(await markPhoneVerified(reply.body.user.id, phone)).toBe(true);
    expect(await getUserByEmail(email)).toMatchObject({ verifiedPhone: phone });
  }
  return { email, phone };
}

beforeEach(async () => {
  client = new ApiClient(stack.url);
  await client.bootstrap();
});

describe('GET /api/bootstrap.json', () => {
  it('gives an anonymous visitor the company, an empty cart and a CSRF token in an HttpOnly cookie', async () => {
    const fresh = new ApiClient(stack.url);
    const reply = await fresh.get('/api/bootstrap.json');
    expect(reply.status).toBe(200);
    expect(reply.body.currentUser).toBeNull();
    expect(reply.body.company).toMatchObject({ primaryColor: expect.stringMatching(/^#/), logo: expect.any(String) });
    expect(reply.body.company.groupDiscount.discountTiers.map((t: { percent: number }) => t.percent)).toEqual([
      15, 20, 25, 30, 35,
    ]);
    expect(reply.body.cart).toMatchObject({ lineItems: [], total: 0 });
    // The token is bound to an HttpOnly pre-session cookie; it is derived from it, not a copy of it.
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('psid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(reply.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.body.csrfToken).not.toBe(fresh.cookies.get('psid'));
    expect((await fresh.get('/api/bootstrap.json')).body.csrfToken).toBe(reply.body.csrfToken);
  });
});

describe('CSRF', () => {
  it('rejects writes without the token header or with a wrong one', async () => {
    const body = { userauth: 'learner@example.com', password: 'Password123!' };
    expect((await client.request('POST', '/api/auth/login.json', body, { csrf: null })).status).toBe(403);
    expect((await client.request('POST', '/api/auth/login.json', body, { csrf: 'forged' })).status).toBe(403);
    expect((await client.post('/api/auth/login.json', body)).status).toBe(200);
  });

  it("refuses a token of another session (403), even another one of the same user's", async () => {
    const first = await signedIn('learner@example.com');
    const second = await signedIn('learner@example.com');
    const stranger = new ApiClient(stack.url);
    await stranger.bootstrap();
    expect(await first.request('DELETE', '/api/auth/logout.json', undefined, { csrf: second.csrfToken })).toMatchObject(
      { status: 403, body: { message: 'Invalid CSRF token' } },
    );
    expect(
      (await first.request('DELETE', '/api/auth/logout.json', undefined, { csrf: stranger.csrfToken })).status,
    ).toBe(403);
    expect((await first.get('/api/bootstrap.json')).body.currentUser.email).toBe('learner@example.com');
    expect((await first.delete('/api/auth/logout.json')).status).toBe(204);
  });

  it('rotates the token at sign-in and at logout, and hands the new one over in the reply header', async () => {
    const anonymousToken = client.csrfToken;
    const login = await client.post('/api/auth/login.json', {
      userauth: 'learner@example.com',
      password: 'Password123!',
    });
    const sessionToken = login.headers.get('x-csrf-token');
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionToken).not.toBe(anonymousToken);
    expect((await client.get('/api/bootstrap.json')).body.csrfToken).toBe(sessionToken);
    // The pre-sign-in token (one a sibling site could have planted with its cookie) is dead now.
    expect((await client.request('DELETE', '/api/auth/logout.json', undefined, { csrf: anonymousToken })).status).toBe(
      403,
    );

    const logout = await client.request('DELETE', '/api/auth/logout.json', undefined, { csrf: sessionToken });
    expect(logout.status).toBe(204);
    const afterLogout = logout.headers.get('x-csrf-token');
    expect(afterLogout).not.toBe(sessionToken);
    expect(afterLogout).not.toBe(anonymousToken);
    const evaluate = { userauth: 'learner@example.com' };
    expect(
      (await client.request('POST', '/api/auth/evaluate_auth.json', evaluate, { csrf: sessionToken })).status,
    ).toBe(403);
    expect(
      (await client.request('POST', '/api/auth/evaluate_auth.json', evaluate, { csrf: anonymousToken })).status,
    ).toBe(403);
    expect((await client.request('POST', '/api/auth/evaluate_auth.json', evaluate, { csrf: afterLogout })).status).toBe(
      200,
    );
    expect((await client.get('/api/bootstrap.json')).body.csrfToken).toBe(afterLogout);
  });
});

describe('POST /api/auth/evaluate_auth.json', () => {
  it('sends password users to the password step', async () => {
    const reply = await client.post('/api/auth/evaluate_auth.json', { userauth: 'Learner@Example.com' });
    expect(reply).toMatchObject({ status: 200, body: { verifyBy: 'password' } });
  });

  it('sends a passcode to users who sign in by passcode, and by phone number', async () => {
    const reply = await client.post('/api/auth/evaluate_auth.json', { userauth: 'otp@example.com' });
    expect(reply.body).toEqual({
      verifyBy: 'otp',
      toaster: {
        type: 'success',
        message: 'A one time passcode has been sent to your phone number we have for this account',
      },
    });
    expect(passcodeFrom(await latestSms(stack, '+15555550123'))).toMatch(/^\d{6}$/);
    const byPhone = await client.post('/api/auth/evaluate_auth.json', { userauth: '(555) 555-0123' });
    expect(byPhone.body.verifyBy).toBe('otp');
  });

  it('answers unknown emails like known ones (no account enumeration)', async () => {
    const reply = await client.post('/api/auth/evaluate_auth.json', { userauth: 'nobody-here@example.com' });
    expect(reply).toMatchObject({ status: 200, body: { verifyBy: 'password' } });
  });

  it('returns 422 per field for empty or malformed input', async () => {
    expect(await client.post('/api/auth/evaluate_auth.json', {})).toMatchObject({
      status: 422,
      body: { errors: { userauth: expect.any(Array) } },
    });
    expect(await client.post('/api/auth/evaluate_auth.json', { userauth: '   ' })).toMatchObject({
      status: 422,
      body: { errors: { userauth: ['Please enter your email or phone number'] } },
    });
    expect(await client.post('/api/auth/evaluate_auth.json', { userauth: 'not an address' })).toMatchObject({
      status: 422,
      body: { errors: { userauth: ['Please enter a valid email or phone number'] } },
    });
  });
});

describe('POST /api/auth/login.json', () => {
  it('opens a session in an HttpOnly cookie and returns the current user and group', async () => {
    const reply = await client.post('/api/auth/login.json', {
      userauth: 'groupadmin@example.com',
      password: 'Password123!',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.currentUser).toMatchObject({ email: 'groupadmin@example.com', groupAdmin: true });
    expect(reply.body.group).toMatchObject({ name: 'Mercy General Hospital' });
    expect(reply.body.redirect).toBe('/dashboard');
    expect(reply.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/HttpOnly.*SameSite=Lax/);
    const boot = await client.get('/api/bootstrap.json');
    expect(boot.body.currentUser.email).toBe('groupadmin@example.com');
    expect(boot.body.group.name).toBe('Mercy General Hospital');
  });

  it('rejects a wrong password with a 422 on the password field', async () => {
    const reply = await client.post('/api/auth/login.json', {
      userauth: 'learner@example.com',
      password: 'wrong-Password1',
    });
    expect(reply).toMatchObject({
      status: 422,
      body: { errors: { password: ['The email, phone number or password is incorrect.'] } },
    });
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('rejects a missing password with a 422', async () => {
    expect(await client.post('/api/auth/login.json', { userauth: 'learner@example.com', password: '' })).toMatchObject({
      status: 422,
      body: { errors: { password: ['Please enter your password'] } },
    });
  });

  it('locks an identity out after too many attempts (429), whatever the IP', async () => {
    const target = `lockout-${Date.now()}@example.com`;
    const account = {
      firstName: 'Lock',
      lastName: 'Out',
      email: target,
      phone: `+1555${String(Date.now()).slice(-7)}`,
      password: 'Password123!',
    };
    expect(
      (await client.request('POST', '/api/users.json', account, { headers: { 'idempotency-key': randomUUID() } }))
        .status,
    ).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const attacker = new ApiClient(stack.url);
      await attacker.bootstrap();
      statuses.push(
        (await attacker.post('/api/auth/login.json', { userauth: target.toUpperCase(), password: `guess-${i}` }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = new ApiClient(stack.url);
    await blocked.bootstrap();
    expect(await blocked.post('/api/auth/login.json', { userauth: target, password: 'Password123!' })).toMatchObject({
      status: 429,
      body: { errors: { base: [expect.stringMatching(/Too many attempts/)] } },
    });
  });

  it('holds parallel guesses to the identity limit: of 30 wrong passwords at once (30 IPs), at most 10 are checked', async () => {
    const { email } = await newAccount('parallel');
    const attackers = await Promise.all(Array.from({ length: 30 }, () => bootstrapped()));
    const replies = await Promise.all(
      attackers.map((attacker, i) =>
        attacker.post('/api/auth/login.json', { userauth: email, password: `guess-${i}` }),
      ),
    );
    const checked = replies.filter((r) => r.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.every((r) => r.status === 422)).toBe(true);
    expect(
      (await (await bootstrapped()).post('/api/auth/login.json', { userauth: email, password: 'Password123!' })).status,
    ).toBe(429);
  });

  it('counts failures per person, however the identity is typed: phone formats and the email share one limit', async () => {
    const { email, phone } = await newAccount('formats');
    const digits = phone.slice(2);
    const spellings = [
      email,
      email.toUpperCase(),
      ` ${email} `,
      phone,
      digits,
      `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      `1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
      `+1 ${digits}`,
      `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
      `+1 (${digits.slice(0, 3)}) ${digits.slice(3)}`,
    ];
    for (const [i, userauth] of spellings.entries()) {
      expect(
        (await (await bootstrapped()).post('/api/auth/login.json', { userauth, password: `guess-${i}` })).status,
      ).toBe(422);
    }
    expect(
      (
        await (
          await bootstrapped()
        ).post('/api/auth/login.json', {
          userauth: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
          password: 'Password123!',
        })
      ).status,
    ).toBe(429);
  });

  it('never locks out a learner who signs in often: only failures count per identity', async () => {
    const target = `frequent-${Date.now()}@example.com`;
    const account = {
      firstName: 'Fre',
      lastName: 'Quent',
      email: target,
      phone: `+1555${String(Date.now() + 1).slice(-7)}`,
      password: 'Password123!',
    };
    expect(
      (await client.request('POST', '/api/users.json', account, { headers: { 'idempotency-key': randomUUID() } }))
        .status,
    ).toBe(201);
    for (let i = 0; i < 12; i += 1) {
      const shift = new ApiClient(stack.url);
      await shift.bootstrap();
      expect((await shift.post('/api/auth/login.json', { userauth: target, password: 'Password123!' })).status).toBe(
        200,
      );
    }
  });
});

describe('POST /api/auth/sms_login.json', () => {
  it('signs in with the passcode from the SMS outbox, once', async () => {
    await client.post('/api/auth/evaluate_auth.json', { userauth: 'otp@example.com' });
    const otp = passcodeFrom(await latestSms(stack, '+15555550123'))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(await client.post('/api/auth/sms_login.json', { userauth: 'otp@example.com', otp: wrong })).toMatchObject({
      status: 422,
      body: { errors: { otp: [MESSAGES.passcodeFailed] } },
    });
    const reply = await client.post('/api/auth/sms_login.json', { userauth: 'otp@example.com', otp });
    expect(reply.status).toBe(200);
    expect(reply.body.currentUser.email).toBe('otp@example.com');
    const again = new ApiClient(stack.url);
    await again.bootstrap();
    expect(await again.post('/api/auth/sms_login.json', { userauth: 'otp@example.com', otp })).toMatchObject({
      status: 422,
      body: { errors: { otp: [MESSAGES.passcodeFailed] } },
    });
  });

  it('expires the old passcode when a new one is requested, and says so', async () => {
    await client.post('/api/auth/evaluate_auth.json', { userauth: 'otp@example.com' });
    const first = passcodeFrom(await latestSms(stack, '+15555550123'))!;
    const resend = await client.post('/api/auth/evaluate_auth.json', { userauth: 'otp@example.com', verifyBy: 'otp' });
    expect(resend.body.toaster.message).toBe(
      'A new OTP has been sent to your phone number. Your old OTP has now expired.',
    );
    const second = passcodeFrom(await latestSms(stack, '+15555550123'))!;
    if (first !== second) {
      expect((await client.post('/api/auth/sms_login.json', { userauth: 'otp@example.com', otp: first })).status).toBe(
        422,
      );
    }
    expect((await client.post('/api/auth/sms_login.json', { userauth: 'otp@example.com', otp: second })).status).toBe(
      200,
    );
  });

  it('holds parallel passcode guesses to the identity limit (10), and each passcode to 5 checks', async () => {
    const { phone } = await newAccount('otp-parallel', { confirmed: true });
    expect((await (await bootstrapped()).post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe(
      'otp',
    );
    const otp = passcodeFrom(await latestSms(stack, phone))!;
    const wrong = (i: number) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');
    const attackers = await Promise.all(Array.from({ length: 30 }, () => bootstrapped()));
    const replies = await Promise.all(
      attackers.map((attacker, i) => attacker.post('/api/auth/sms_login.json', { userauth: phone, otp: wrong(i) })),
    );
    const checked = replies.filter((r) => r.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    // Every checked guess gets the one failure message (only five were compared with the passcode: the rest found it used up).
    expect(checked.every((r) => r.status === 422 && r.body.errors.otp[0] === MESSAGES.passcodeFailed)).toBe(true);
  });

  it('validates the passcode format', async () => {
    expect(await client.post('/api/auth/sms_login.json', { userauth: 'otp@example.com', otp: '12ab' })).toMatchObject({
      status: 422,
      body: { errors: { otp: ['Please enter the 6-digit passcode'] } },
    });
  });
});

describe('DELETE /api/auth/logout.json', () => {
  it('answers 204 and revokes the session everywhere', async () => {
    await client.signIn('learner@example.com');
    const stolenCookie = client.cookies.get('sid')!;
    const reply = await client.delete('/api/auth/logout.json');
    expect(reply.status).toBe(204);
    expect(client.cookies.has('sid')).toBe(false);
    const replay = new ApiClient(stack.url);
    replay.cookies.set('sid', stolenCookie);
    expect((await replay.get('/api/bootstrap.json')).body.currentUser).toBeNull();
    expect((await replay.get('/api/auth/socket.json')).status).toBe(401);
  });
});

describe('GET /api/auth/socket.json', () => {
  it('grants the group channel to the group admin only: a member gets 403, a learner outside any group too', async () => {
    const admin = await (await signedIn('groupadmin@example.com')).get('/api/auth/socket.json');
    expect(admin.status).toBe(200);
    expect(admin.body.channel).toBe('private-group-6f1c1a52-5b1d-4a43-9a57-6d1f3c0e2a11');
    expect((await (await signedIn('member@example.com')).get('/api/auth/socket.json')).status).toBe(403);
    expect((await (await signedIn('learner@example.com')).get('/api/auth/socket.json')).status).toBe(403);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, and a known path with the wrong method 405', async () => {
    // Deliberate probes of routes no contract declares: the contract check has nothing to check them against.
    expect(await client.get('/api/does-not-exist.json', { unchecked: 'probes an unknown route' })).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    expect(
      (await client.get('/api/auth/login.json', { unchecked: 'probes a method the path does not have' })).status,
    ).toBe(405);
  });
});
