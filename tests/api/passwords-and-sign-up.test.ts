// Password reset through the mail outbox, and sign-up (an idempotent write).
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient, outboxEmails } from '../support/api-client';

const stack = inject('stack');

async function newClient() {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  return client;
}

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function uniquePhone() {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/**
 * The same browser again, as it was before its first request: same cookies (so the same
 * pre-session, which anonymous Idempotency-Keys belong to) and token, as a retry after a lost reply.
 */
function sameBrowser(client: ApiClient): ApiClient {
  const twin = new ApiClient(stack.url, client.ip);
  for (const [name, value] of client.cookies) twin.cookies.set(name, value);
  twin.csrfToken = client.csrfToken;
  return twin;
}

/** POST /api/users.json with an Idempotency-Key (a fresh one unless given). */
function signUp(client: ApiClient, body: Record<string, unknown>, key: string = randomUUID()) {
  return client.request('POST', '/api/users.json', body, { headers: { 'idempotency-key': key } });
}

describe('POST /api/users.json (sign-up)', () => {
  it('creates an account, signs it in and lets it sign in again by password', async () => {
    const client = await newClient();
    const email = uniqueEmail('new');
    const reply = await signUp(client, {
      firstName: 'Nia',
      lastName: 'Nurse',
      email: email.toUpperCase(),
      phone: uniquePhone(),
      password: 'Str0ngPassword',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user).toMatchObject({ email, firstName: 'Nia', groupAdmin: false, groupId: null });
    expect((await client.get('/api/bootstrap.json')).body.currentUser.email).toBe(email);
    const other = await newClient();
    expect((await other.post('/api/auth/login.json', { userauth: email, password: 'Str0ngPassword' })).status).toBe(
      200,
    );
  });

  it('returns 422 per field with the spec field names', async () => {
    const client = await newClient();
    const reply = await signUp(client, { firstName: '', lastName: ' ', email: 'nope', phone: '12', password: 'short' });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'phone']);
    expect(reply.body.errors.firstName).toEqual(["First name can't be blank"]);
    expect(reply.body.errors.password[0]).toBe('Password is too short (minimum is 8 characters)');
  });

  it('refuses an email or phone that is already taken, and keeps the existing account intact', async () => {
    const client = await newClient();
    const taken = await signUp(client, {
      firstName: 'Dup',
      lastName: 'Licate',
      email: 'learner@example.com',
      phone: uniquePhone(),
      password: 'Str0ngPassword',
    });
    expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['Email has already been taken'] } } });
    const phoneTaken = await signUp(client, {
      firstName: 'Dup',
      lastName: 'Licate',
      email: uniqueEmail('dup'),
      phone: '+1 (555) 555-0100',
      password: 'Str0ngPassword',
    });
    expect(phoneTaken).toMatchObject({
      status: 422,
      body: { errors: { phone: ['Phone number has already been taken'] } },
    });
    expect(
      (
        await (
          await newClient()
        ).post('/api/auth/login.json', { userauth: 'learner@example.com', password: 'Password123!' })
      ).status,
    ).toBe(200);
  });

  it("takes the spec's request without an Idempotency-Key, and refuses a malformed key", async () => {
    const client = await newClient();
    const body = {
      firstName: 'No',
      lastName: 'Key',
      email: uniqueEmail('nokey'),
      phone: uniquePhone(),
      password: 'Str0ngPassword',
    };
    expect(await signUp(client, { ...body, email: uniqueEmail('badkey') }, 'bad key!')).toMatchObject({
      status: 422,
      body: { errors: { 'Idempotency-Key': [expect.stringMatching(/^must be/)] } },
    });
    const created = await client.post('/api/users.json', body);
    expect(created).toMatchObject({ status: 201, body: { user: { email: body.email } } });
    expect(created.headers.get('idempotent-replayed')).toBeNull();
  });

  it('runs once for concurrent requests with the same key: the others are told it is in progress (409) or get its reply', async () => {
    const key = randomUUID();
    const body = {
      firstName: 'Rex',
      lastName: 'Race',
      email: uniqueEmail('race'),
      phone: uniquePhone(),
      password: 'Str0ngPassword',
    };
    const browser = await newClient();
    const clients = Array.from({ length: 5 }, () => sameBrowser(browser));
    const replies = await Promise.all(clients.map((client) => signUp(client, body, key)));
    const ran = replies.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    for (const reply of replies.filter((r) => !ran.includes(r))) {
      if (reply.status === 409)
        expect(reply.body).toEqual({ message: 'A request with this Idempotency-Key is still being processed.' });
      else expect(reply).toMatchObject({ status: 201, body: ran[0]!.body });
    }
    // Exactly one account: the one that ran is signed in; nobody else got a session.
    expect(replies.filter((r) => r.headers.getSetCookie().some((c) => c.startsWith('sid=')))).toHaveLength(1);
  });

  it('replays the first reply to a retry with the same key and body, without its session cookie', async () => {
    const key = randomUUID();
    const body = {
      firstName: 'Ray',
      lastName: 'Play',
      email: uniqueEmail('replay'),
      phone: uniquePhone(),
      password: 'Str0ngPassword',
    };
    const browser = await newClient();
    const first = await signUp(sameBrowser(browser), body, key);
    expect(first.status).toBe(201);
    const retry = await signUp(sameBrowser(browser), body, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.getSetCookie()).toEqual([]);
    expect(retry.headers.get('x-csrf-token')).toBeNull();

    const changed = await signUp(sameBrowser(browser), { ...body, firstName: 'Other' }, key);
    expect(changed).toMatchObject({
      status: 422,
      body: { errors: { 'Idempotency-Key': ['was already used for a different request'] } },
    });
  });

  it('replays a 4xx reply too (the retry is told the same thing)', async () => {
    const key = randomUUID();
    const body = {
      firstName: 'Dup',
      lastName: 'Again',
      email: 'learner@example.com',
      phone: uniquePhone(),
      password: 'Str0ngPassword',
    };
    const browser = await newClient();
    const first = await signUp(sameBrowser(browser), body, key);
    expect(first).toMatchObject({ status: 422, body: { errors: { email: ['Email has already been taken'] } } });
    const retry = await signUp(sameBrowser(browser), body, key);
    expect(retry).toMatchObject({ status: 422, body: first.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it("never replays one anonymous browser's reply to another that sends the same key (keys belong to the pre-session)", async () => {
    const key = randomUUID();
    const body = {
      firstName: 'Pri',
      lastName: 'Vate',
      email: uniqueEmail('private'),
      phone: uniquePhone(),
      password: 'Str0ngPassword',
    };
    const first = await signUp(await newClient(), body, key);
    expect(first.status).toBe(201);
    const stranger = await signUp(await newClient(), body, key);
    expect(stranger.headers.get('idempotent-replayed')).toBeNull();
    expect(stranger).toMatchObject({ status: 422, body: { errors: { email: ['Email has already been taken'] } } });
    expect(JSON.stringify(stranger.body)).not.toContain('Pri');
  });

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const client = await newClient();
    const reply = await signUp(client, {
      firstName: 'x'.repeat(70 * 1024),
      lastName: 'Big',
      email: uniqueEmail('big'),
      phone: uniquePhone(),
      password: 'Str0ngPassword',
    });
    expect(reply).toMatchObject({ status: 413, body: { errors: { base: ['The request is too large.'] } } });
  });
});

describe('password reset', () => {
  it("answers 404 'Email is incorrect' for an unknown email", async () => {
    const client = await newClient();
    expect(await client.post('/api/passwords/reset.json', { email: 'ghost@example.com' })).toMatchObject({
      status: 404,
      body: { errors: { email: ['Email is incorrect'] } },
    });
  });

  it('emails a single-use link that sets a new password and signs the user in', async () => {
    const client = await newClient();
    const email = uniqueEmail('reset');
    expect(
      (
        await signUp(client, {
          firstName: 'Rae',
          lastName: 'Set',
          email,
          phone: uniquePhone(),
          password: 'OldPassw0rd',
        })
      ).status,
    ).toBe(201);
    expect((await client.delete('/api/auth/logout.json')).status).toBe(204);

    const request = await client.post('/api/passwords/reset.json', { email });
    expect(request).toMatchObject({ status: 201, body: { redirect: '/login', toaster: { type: 'success' } } });
    const mail = (await outboxEmails(stack, email)).find((sent) => sent.subject === 'Reset your password');
    expect(mail!.subject).toBe('Reset your password');
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(mail!.html).toContain(`/reset-password/${token}`);

    const weak = await client.patch('/api/passwords.json', { token, password: 'weak' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password[0]).toMatch(/too short/);

    const reply = await client.patch('/api/passwords.json', { token, password: 'NewPassw0rd' });
    expect(reply.status).toBe(200);
    expect(reply.body.user.email).toBe(email);
    expect((await client.get('/api/bootstrap.json')).body.currentUser.email).toBe(email);

    const reuse = await client.patch('/api/passwords.json', { token, password: 'OtherPassw0rd' });
    expect(reuse).toMatchObject({
      status: 422,
      body: { errors: { token: [expect.stringMatching(/invalid or has expired/)] } },
    });
    const other = await newClient();
    expect((await other.post('/api/auth/login.json', { userauth: email, password: 'OldPassw0rd' })).status).toBe(422);
    expect((await other.post('/api/auth/login.json', { userauth: email, password: 'NewPassw0rd' })).status).toBe(200);
  });

  it('caps unknown-email probes per IP: after 10 misses every reset request from that IP is 429, known email or not', async () => {
    const prober = await newClient();
    for (let i = 0; i < 10; i += 1) {
      expect((await prober.post('/api/passwords/reset.json', { email: uniqueEmail(`probe${i}`) })).status).toBe(404);
    }
    expect(await prober.post('/api/passwords/reset.json', { email: uniqueEmail('probe') })).toMatchObject({
      status: 429,
      body: { errors: { base: [expect.stringMatching(/Too many attempts/)] } },
    });
    expect((await prober.post('/api/passwords/reset.json', { email: 'learner@example.com' })).status).toBe(429);
    // Another IP is not affected.
    expect((await (await newClient()).post('/api/passwords/reset.json', { email: uniqueEmail('fine') })).status).toBe(
      404,
    );
  });

  it('rejects a made-up token', async () => {
    const client = await newClient();
    expect(await client.patch('/api/passwords.json', { token: 'made-up', password: 'NewPassw0rd' })).toMatchObject({
      status: 422,
      body: { errors: { token: [expect.any(String)] } },
    });
  });
});
