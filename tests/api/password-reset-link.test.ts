// A reset link is used up only by the request that actually sets the password: one Cognito
// refuses (or that fails) leaves it usable, and two requests racing on it cannot both use it.
// The refusal is Cognito's (its policy may be stricter than our form's), so the update-password
// handler runs in this process with the identity adapter's setPassword (and the session index
// read that revocation starts with) wrapped; the rest is the local stack's table and Cognito.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ApiClient, outboxEmails } from '../support/api-client';
import { setPassword } from '@functions/adapters/identity';
import { listUserSessionHashes } from '@functions/data/sessions';
import { csrfTokenFor } from '@functions/lib/csrf';

vi.mock('@functions/adapters/identity', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@functions/adapters/identity')>();
  return { ...actual, setPassword: vi.fn(actual.setPassword) };
});

vi.mock('@functions/data/sessions', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@functions/data/sessions')>();
  return { ...actual, listUserSessionHashes: vi.fn(actual.listUserSessionHashes) };
});

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

async function resetLinkFor(): Promise<{ email: string; token: string }> {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const email = `link-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  expect(
    (
      await client.request(
        'POST',
        '/api/users.json',
        { firstName: 'Lin', lastName: 'K', email, phone, password: 'OldPassw0rd' },
        { headers: { 'idempotency-key': randomUUID() } },
      )
    ).status,
  ).toBe(201);
  const anonymous = new ApiClient(stack.url);
  await anonymous.bootstrap();
  expect((await anonymous.post('/api/passwords/reset.json', { email })).status).toBe(201);
  const mail = (await outboxEmails(stack, email)).find((sent) => sent.subject === 'Reset your password');
  return { email, token: /reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]! };
}

async function patchPassword(token: string, password: string) {
  const { handler } = await import('@functions/handlers/http/auth/update-password');
  const event = {
    version: '2.0',
    routeKey: 'PATCH /api/passwords.json',
    rawPath: '/api/passwords.json',
    rawQueryString: '',
    cookies: ['psid=reset-link-test'],
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfTokenFor('reset-link-test') },
    requestContext: {
      requestId: randomUUID(),
      http: {
        method: 'PATCH',
        path: '/api/passwords.json',
        protocol: 'HTTP/1.1',
        sourceIp: '192.0.2.44',
        userAgent: 'test',
      },
    },
    body: JSON.stringify({ token, password }),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const result = await handler(event, { awsRequestId: 'test' } as Context);
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

const refusal = Object.assign(new Error('Password does not conform to policy: Password must have symbol characters'), {
  name: 'InvalidPasswordException',
});

describe('PATCH /api/passwords.json with a reset link', () => {
  it('keeps the link usable when Cognito refuses the new password, or when setting it fails', async () => {
    const { email, token } = await resetLinkFor();
    vi.mocked(setPassword).mockRejectedValueOnce(refusal);
    expect(await patchPassword(token, 'NewPassw0rd')).toEqual({
      status: 422,
      body: { errors: { password: ['Password does not conform to policy: Password must have symbol characters'] } },
    });

    vi.mocked(setPassword).mockRejectedValueOnce(
      Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }),
    );
    // Throttled after its retries: a 503 with Retry-After (functions/lib/call-budgets.ts).
    expect((await patchPassword(token, 'NewPassw0rd')).status).toBe(503);

    const accepted = await patchPassword(token, 'NewPassw0rd!');
    expect(accepted).toMatchObject({ status: 200, body: { user: { email } } });
    expect((await patchPassword(token, 'OtherPassw0rd')).body).toEqual({
      errors: { token: [expect.stringMatching(/invalid or has expired/)] },
    });
    const client = new ApiClient(stack.url);
    await client.bootstrap();
    expect((await client.post('/api/auth/login.json', { userauth: email, password: 'NewPassw0rd!' })).status).toBe(200);
  });

  it('keeps the link usable when revoking the other sessions fails, and the retry revokes them', async () => {
    const { email, token } = await resetLinkFor();
    const old = new ApiClient(stack.url);
    await old.signIn(email, 'OldPassw0rd');
    vi.mocked(listUserSessionHashes).mockRejectedValueOnce(
      Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' }),
    );
    expect((await patchPassword(token, 'NewPassw0rd!')).status).toBe(503);
    // The old session was not revoked, so the link must not be used up.
    expect(await patchPassword(token, 'NewPassw0rd!')).toMatchObject({ status: 200, body: { user: { email } } });
    expect((await old.get('/api/bootstrap.json')).body.currentUser).toBeNull();
    expect((await patchPassword(token, 'OtherPassw0rd!')).body).toEqual({
      errors: { token: [expect.stringMatching(/invalid or has expired/)] },
    });
  });

  it('lets only one of two concurrent requests use the link', async () => {
    const { token } = await resetLinkFor();
    const clients = await Promise.all(
      [0, 1].map(async () => {
        const client = new ApiClient(stack.url);
        await client.bootstrap();
        return client;
      }),
    );
    const replies = await Promise.all(
      clients.map((client, i) => client.patch('/api/passwords.json', { token, password: `Raced${i}Passw0rd` })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(replies.find((r) => r.status === 422)!.body).toEqual({
      errors: { token: [expect.stringMatching(/invalid or has expired/)] },
    });
  });
});
