// Session lifetime through the local gateway: idle expiry (sliding, refreshed at most hourly),
// step-up before a password change, and revocation of the other sessions on change and reset.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, outboxEmails } from '../support/api-client';
import { sessionHash, signedInAgo } from '../support/sessions';
import { getSession, touchSession } from '@functions/data/sessions';

const stack = inject('stack');
const LEARNER_ROUTE = '/api/user_courses.json';

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

async function newAccount(password = 'OldPassw0rd') {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const email = `session-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const reply = await client.request(
    'POST',
    '/api/users.json',
    { firstName: 'Sam', lastName: 'Session', email, phone, password },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(reply.status).toBe(201);
  return { email, password };
}

async function signedIn(email: string, password: string) {
  const client = new ApiClient(stack.url);
  await client.signIn(email, password);
  return client;
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3_600_000;

describe('idle expiry', () => {
  it('ends a session left idle for more than 7 days, though its 30 days are not over', async () => {
    const client = await signedIn('learner@example.com', 'Password123!');
    expect((await client.get(LEARNER_ROUTE)).status).toBe(200);
    await touchSession(sessionHash(client), ago(7 * 24 * HOUR + 60_000));
    expect((await client.get(LEARNER_ROUTE)).status).toBe(401);
    expect((await client.get('/api/bootstrap.json')).body.currentUser).toBeNull();
    expect(await getSession(sessionHash(client))).toBeNull();
  });

  it('keeps an active session alive, writing the idle clock at most once an hour', async () => {
    const client = await signedIn('learner@example.com', 'Password123!');
    const hash = sessionHash(client);
    const recent = ago(30 * 60_000);
    await touchSession(hash, recent);
    expect((await client.get(LEARNER_ROUTE)).status).toBe(200);
    expect((await getSession(hash))!.lastSeenAt).toBe(recent);

    await touchSession(hash, ago(6 * 24 * HOUR));
    expect((await client.get(LEARNER_ROUTE)).status).toBe(200);
    expect(Date.now() - Date.parse((await getSession(hash))!.lastSeenAt)).toBeLessThan(60_000);
  });
});

describe('password change (PATCH /api/passwords.json, signed in)', () => {
  it('ends every other session of the user and keeps this one', async () => {
    const { email, password } = await newAccount();
    const [mine, laptop, phone] = await Promise.all([
      signedIn(email, password),
      signedIn(email, password),
      signedIn(email, password),
    ]);
    const reply = await mine.patch('/api/passwords.json', { password: 'NewPassw0rd' });
    expect(reply).toMatchObject({
      status: 200,
      body: { user: { email }, toaster: { type: 'success', message: 'Your password has been changed.' } },
    });
    expect((await laptop.get(LEARNER_ROUTE)).status).toBe(401);
    expect((await phone.get(LEARNER_ROUTE)).status).toBe(401);
    expect((await mine.get(LEARNER_ROUTE)).status).toBe(200);
    expect((await signedIn(email, 'NewPassw0rd')).cookies.has('sid')).toBe(true);
  });

  it('asks for the current password when the sign-in is older than 15 minutes (step-up)', async () => {
    const { email, password } = await newAccount();
    const client = await signedIn(email, password);
    await signedInAgo(client, 16 * 60_000);
    expect(await client.patch('/api/passwords.json', { password: 'NewPassw0rd' })).toMatchObject({
      status: 422,
      body: { errors: { currentPassword: ['Please enter your current password to continue.'] } },
    });
    expect(
      await client.patch('/api/passwords.json', { password: 'NewPassw0rd', currentPassword: 'Wrong-Passw0rd' }),
    ).toMatchObject({ status: 422, body: { errors: { currentPassword: ['Your current password is incorrect.'] } } });
    expect((await new ApiClient(stack.url).signIn(email, password)).status).toBe(200);
    expect(
      (await client.patch('/api/passwords.json', { password: 'NewPassw0rd', currentPassword: password })).status,
    ).toBe(200);
  });

  it('needs no current password within 15 minutes of signing in', async () => {
    const { email, password } = await newAccount();
    const client = await signedIn(email, password);
    await signedInAgo(client, 14 * 60_000);
    expect((await client.patch('/api/passwords.json', { password: 'NewPassw0rd' })).status).toBe(200);
  });

  it('without a session and without a reset token is refused like a bad reset link', async () => {
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    expect(await anonymous.patch('/api/passwords.json', { password: 'NewPassw0rd' })).toMatchObject({
      status: 422,
      body: { errors: { token: [expect.stringMatching(/invalid or has expired/)] } },
    });
  });
});

describe('password reset', () => {
  it('ends every session the user had, and signs in the browser that reset it', async () => {
    const { email, password } = await newAccount();
    const [laptop, phone] = await Promise.all([signedIn(email, password), signedIn(email, password)]);
    const resetter = new ApiClient(stack.url);
    await resetter.bootstrap();
    expect((await resetter.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const mail = (await outboxEmails(stack, email)).find((sent) => sent.subject === 'Reset your password');
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const reset = await resetter.patch('/api/passwords.json', { token, password: 'NewPassw0rd' });
    expect(reset.status).toBe(200);
    expect((await laptop.get(LEARNER_ROUTE)).status).toBe(401);
    expect((await phone.get(LEARNER_ROUTE)).status).toBe(401);
    expect((await resetter.get(LEARNER_ROUTE)).status).toBe(200);
  });
});
