// POST /api/user_courses.json is an idempotent write: concurrent requests with one
// Idempotency-Key run the enrollment once; a retry replays its reply. A fresh account with its own
// subscription keeps the seeded learners untouched.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { subscriptionItem } from '@functions/data/learning';
import { db, tableName } from '@functions/data/table';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

/** A new learner, signed in, with an ACLS subscription; several browser sessions of theirs. */
async function learnerWithSubscription(sessions: number) {
  const signUp = new ApiClient(stack.url);
  await signUp.bootstrap();
  const email = `enroll-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await signUp.request(
    'POST',
    '/api/users.json',
    { firstName: 'Ena', lastName: 'Rol', email, phone, password: 'Str0ngPassword' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.status).toBe(201);
  const subscriptionUuid = randomUUID();
  const subscription = {
    uuid: subscriptionUuid,
    userId: created.body.user.id as string,
    productId: 'acls-certification',
    productName: 'ACLS Certification',
    color: '#b71c1c',
    featuredUrl: null,
    courseIds: ['acls'],
    layout: 'certify' as const,
    createdAt: new Date().toISOString(),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: subscriptionItem(subscription) }));
  const clients = await Promise.all(
    Array.from({ length: sessions }, async () => {
      const client = new ApiClient(stack.url);
      await client.signIn(email, 'Str0ngPassword');
      return client;
    }),
  );
  return { clients, subscriptionUuid };
}

// The race may answer 409 (key in progress), which the factory adds to every idempotent contract;
// learning/enroll does not declare it and tests/support/contract-check.ts does not list it yet.
const enroll = (client: ApiClient, subscriptionUuid: string, key?: string) =>
  client.request(
    'POST',
    '/api/user_courses.json',
    { courseId: 'acls', subscriptionUuid },
    { headers: key ? { 'idempotency-key': key } : {} },
  );

describe('POST /api/user_courses.json with an Idempotency-Key', () => {
  it('runs once for concurrent requests with the same key, and replays that reply to a retry', async () => {
    const { clients, subscriptionUuid } = await learnerWithSubscription(4);
    const key = randomUUID();
    const replies = await Promise.all(clients.map((client) => enroll(client, subscriptionUuid, key)));
    const ran = replies.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    for (const reply of replies.filter((r) => !ran.includes(r))) {
      if (reply.status === 409)
        expect(reply.body).toEqual({ message: 'A request with this Idempotency-Key is still being processed.' });
      else expect(reply).toMatchObject({ status: 201, body: ran[0]!.body });
    }

    const retry = await enroll(clients[0]!, subscriptionUuid, key);
    expect(retry).toMatchObject({ status: 201, body: ran[0]!.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const courses = await clients[0]!.get('/api/user_courses.json');
    expect(courses.body.data.map((course: { uuid: string }) => course.uuid)).toEqual([ran[0]!.body.uuid]);
  });

  it("refuses a reused key for another body (the key is optional: tests/api/double-submits.test.ts sends the spec's request)", async () => {
    const { clients, subscriptionUuid } = await learnerWithSubscription(1);
    const key = randomUUID();
    expect((await enroll(clients[0]!, subscriptionUuid, key)).status).toBe(201);
    const other = await clients[0]!.request(
      'POST',
      '/api/user_courses.json',
      { courseId: 'pals', subscriptionUuid },
      { headers: { 'idempotency-key': key } },
    );
    expect(other).toMatchObject({
      status: 422,
      body: { errors: { 'Idempotency-Key': ['was already used for a different request'] } },
    });
  });
});
