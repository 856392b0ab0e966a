// Password reset through the mail outbox, and sign-up.
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

describe('POST /api/users.json (sign-up)', () => {
  it('creates an account, signs it in and lets it sign in again by password', async () => {
    const client = await newClient();
    const email = uniqueEmail('new');
    const reply = await client.post('/api/users.json', { firstName: 'Nia', lastName: 'Nurse', email: email.toUpperCase(), phone: uniquePhone(), password: 'Str0ngPassword' });
    expect(reply.status).toBe(201);
    expect(reply.body.user).toMatchObject({ email, firstName: 'Nia', groupAdmin: false, groupId: null });
    expect((await client.get('/api/bootstrap.json')).body.currentUser.email).toBe(email);
    const other = await newClient();
    expect((await other.post('/api/auth/login.json', { userauth: email, password: 'Str0ngPassword' })).status).toBe(200);
  });

  it('returns 422 per field with the spec field names', async () => {
    const client = await newClient();
    const reply = await client.post('/api/users.json', { firstName: '', lastName: ' ', email: 'nope', phone: '12', password: 'short' });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'phone']);
    expect(reply.body.errors.firstName).toEqual(["First name can't be blank"]);
    expect(reply.body.errors.password[0]).toBe('Password is too short (minimum is 8 characters)');
  });

  it('refuses an email or phone that is already taken, and keeps the existing account intact', async () => {
    const client = await newClient();
    const taken = await client.post('/api/users.json', { firstName: 'Dup', lastName: 'Licate', email: 'learner@example.com', phone: uniquePhone(), password: 'Str0ngPassword' });
    expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['Email has already been taken'] } } });
    const phoneTaken = await client.post('/api/users.json', { firstName: 'Dup', lastName: 'Licate', email: uniqueEmail('dup'), phone: '+1 (555) 555-0100', password: 'Str0ngPassword' });
    expect(phoneTaken).toMatchObject({ status: 422, body: { errors: { phone: ['Phone number has already been taken'] } } });
    expect((await (await newClient()).post('/api/auth/login.json', { userauth: 'learner@example.com', password: 'Password123!' })).status).toBe(200);
  });
});

describe('password reset', () => {
  it("answers 404 'Email is incorrect' for an unknown email", async () => {
    const client = await newClient();
    expect(await client.post('/api/passwords/reset.json', { email: 'ghost@example.com' })).toMatchObject({ status: 404, body: { errors: { email: ['Email is incorrect'] } } });
  });

  it('emails a single-use link that sets a new password and signs the user in', async () => {
    const client = await newClient();
    const email = uniqueEmail('reset');
    await client.post('/api/users.json', { firstName: 'Rae', lastName: 'Set', email, phone: uniquePhone(), password: 'OldPassw0rd' });
    await client.delete('/api/auth/logout.json');

    const request = await client.post('/api/passwords/reset.json', { email });
    expect(request).toMatchObject({ status: 201, body: { redirect: '/login', toaster: { type: 'success' } } });
    const [mail] = await outboxEmails(stack, email);
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
    expect(reuse).toMatchObject({ status: 422, body: { errors: { token: [expect.stringMatching(/invalid or has expired/)] } } });
    const other = await newClient();
    expect((await other.post('/api/auth/login.json', { userauth: email, password: 'OldPassw0rd' })).status).toBe(422);
    expect((await other.post('/api/auth/login.json', { userauth: email, password: 'NewPassw0rd' })).status).toBe(200);
  });

  it('rejects a made-up token', async () => {
    const client = await newClient();
    expect(await client.patch('/api/passwords.json', { token: 'made-up', password: 'NewPassw0rd' })).toMatchObject({ status: 422, body: { errors: { token: [expect.any(String)] } } });
  });
});
