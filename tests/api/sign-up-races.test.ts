// Two people (or two tabs) signing up with the same email at the same moment, each with their own
// Idempotency-Key: one account is created and every other attempt is told the email is taken (422),
// never a 500 from the transactions colliding.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');

describe('POST /api/users.json under concurrency', () => {
  it('creates one account for one email, and answers the others 422 on email', async () => {
    const email = `race-${randomUUID()}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const client = new ApiClient(stack.url);
        await client.bootstrap();
        const account = {
          firstName: 'Rae',
          lastName: 'Singh',
          email,
          phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
          password: `Str0ngPassword${i}`,
        };
        return client.request('POST', '/api/users.json', account, { headers: { 'idempotency-key': randomUUID() } });
      }),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply).toMatchObject({ status: 422, body: { errors: { email: ['Email has already been taken'] } } });
    }
  });
});
