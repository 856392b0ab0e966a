// Idempotency claims against the local table: a request sent without an Idempotency-Key is keyed by
// its content for the contract's double-submit window, and its work (a charge, an order) is named
// after the window's first claim. A failed attempt gives its claim back under that name, so the
// retry carries the same work on instead of starting a second one; after the window the same body
// is new work. A sent key given back keeps belonging to its request.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { claimIdempotencyKey } from '@functions/data/idempotency';
import { ServiceUnavailable } from '@functions/lib/errors';
import { runIdempotently, sameRequestKey } from '@functions/lib/idempotency';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const operation = 'POST /api/things.json';
const fail = async () => {
  throw new ServiceUnavailable('Not answering');
};
/** Runs `run` idempotently and returns the work key it was given (the reply's body). */
const workKeyOf = (id: Parameters<typeof runIdempotently>[0], hash: string, ttlSeconds: number) =>
  runIdempotently(id, hash, 'req', async (workKey) => ({ statusCode: 201, body: workKey }), { ttlSeconds });

describe('idempotency claims', () => {
  it('a content key: the retry after a failed attempt carries on its work; a done window replays; a later window is new work', async () => {
    const id = { owner: randomUUID(), operation, key: sameRequestKey(randomUUID()) };
    let first = '';
    await expect(
      runIdempotently(
        id,
        'hash',
        'req-1',
        async (workKey) => {
          first = workKey;
          return fail();
        },
        { ttlSeconds: 2 },
      ),
    ).rejects.toBeInstanceOf(ServiceUnavailable);
    expect(first).toMatch(/^same-request-/);
    const retry = await workKeyOf(id, 'hash', 2);
    expect(retry.body).toBe(first);
    const replay = await workKeyOf(id, 'hash', 2);
    expect(replay).toMatchObject({ body: first, headers: { 'idempotent-replayed': 'true' } });
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the window (2 s here) is over
    const later = await workKeyOf(id, 'hash', 2);
    expect(later.body).toMatch(/^same-request-/);
    expect(later.body).not.toBe(first);
  });

  it('a released window that is over starts new work too', async () => {
    const id = { owner: randomUUID(), operation, key: sameRequestKey(randomUUID()) };
    let first = '';
    await runIdempotently(
      id,
      'hash',
      'req-1',
      async (workKey) => {
        first = workKey;
        return fail();
      },
      { ttlSeconds: 1 },
    ).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await workKeyOf(id, 'hash', 1)).body).not.toBe(first);
  });

  /** A claim left pending `secondsAgo` by a run that died (its Lambda timed out), named `workKey`. */
  async function deadClaim(secondsAgo: number, workKey: string) {
    const id = { owner: randomUUID(), operation, key: sameRequestKey(randomUUID()) };
    const claim = { requestHash: 'hash', claimToken: randomUUID(), leaseSeconds: 60, ttlSeconds: 30, workKey };
    await claimIdempotencyKey(id, { ...claim, now: new Date(Date.now() - secondsAgo * 1000) });
    return id;
  }

  it('a dead claim taken over after its lease keeps its work name while its window could run, and not after', async () => {
    // Lease 60 s, window 30 s: taken over between 60 and 90 s with the name, after 90 s as new work.
    expect((await workKeyOf(await deadClaim(70, 'same-request-dead'), 'hash', 30)).body).toBe('same-request-dead');
    const later = (await workKeyOf(await deadClaim(100, 'same-request-dead'), 'hash', 30)).body;
    expect(later).toMatch(/^same-request-/);
    expect(later).not.toBe('same-request-dead');
    // Within the lease it is still running: the repeat is a 409.
    await expect(workKeyOf(await deadClaim(10, 'same-request-dead'), 'hash', 30)).rejects.toMatchObject({
      message: 'A request with this Idempotency-Key is still being processed.',
    });
  });

  it('two retries racing for a released claim: one runs the work under its name, the other gets its reply', async () => {
    const id = { owner: randomUUID(), operation, key: sameRequestKey(randomUUID()) };
    let first = '';
    await runIdempotently(
      id,
      'hash',
      'req-1',
      async (workKey) => {
        first = workKey;
        return fail();
      },
      { ttlSeconds: 30 },
    ).catch(() => undefined);
    const runs: string[] = [];
    const retry = () =>
      runIdempotently(
        id,
        'hash',
        'req',
        async (workKey) => {
          runs.push(workKey);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return { statusCode: 201, body: workKey };
        },
        { ttlSeconds: 30, waitMs: 5000 },
      );
    const replies = await Promise.all([retry(), retry()]);
    expect(runs).toEqual([first]);
    expect(replies.map((reply) => reply.body)).toEqual([first, first]);
  });

  it('a sent key given back runs again under itself; another request under it is a 422', async () => {
    const id = { owner: randomUUID(), operation, key: `key-${randomUUID()}` };
    await expect(runIdempotently(id, 'hash-a', 'req-1', fail)).rejects.toBeInstanceOf(ServiceUnavailable);
    await expect(workKeyOf(id, 'hash-b', 86_400)).rejects.toMatchObject({
      errors: { 'Idempotency-Key': ['was already used for a different request'] },
    });
    expect((await workKeyOf(id, 'hash-a', 86_400)).body).toBe(id.key);
  });
});
