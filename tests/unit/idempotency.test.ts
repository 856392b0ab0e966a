// runIdempotently when things fail: the error the caller sees is the request's own, not the
// clean-up's. The table is mocked: only the order of calls and what is thrown matter here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  getIdempotencyRecord,
  releaseIdempotencyKey,
} from '@functions/data/idempotency';
import { TooManyRequests } from '@functions/lib/errors';
import { runIdempotently, SAME_REQUEST_IN_PROGRESS_MESSAGE, sameRequestKey } from '@functions/lib/idempotency';
import { captureLogs } from '../support/logs';

vi.mock('@functions/data/idempotency', () => ({
  claimIdempotencyKey: vi.fn(),
  completeIdempotencyKey: vi.fn(),
  getIdempotencyRecord: vi.fn(),
  releaseIdempotencyKey: vi.fn(),
}));

const id = { owner: 'user-1', operation: 'POST /api/things.json', key: 'key-00000001' };
let logs: Record<string, unknown>[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  logs = captureLogs().lines;
  vi.mocked(claimIdempotencyKey).mockImplementation(async (_id, claim) => ({ claimed: true, workKey: claim.workKey }));
  vi.mocked(completeIdempotencyKey).mockResolvedValue();
  vi.mocked(releaseIdempotencyKey).mockResolvedValue();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('runIdempotently', () => {
  it('rethrows the original error when releasing the key fails too, and logs the release failure', async () => {
    const original = new Error('connect ECONNREFUSED payments');
    vi.mocked(releaseIdempotencyKey).mockRejectedValue(
      Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }),
    );
    await expect(runIdempotently(id, 'hash', 'req-1', async () => Promise.reject(original))).rejects.toBe(original);
    expect(releaseIdempotencyKey).toHaveBeenCalledOnce();
    expect(logs.find((line) => line.message === 'Could not release an Idempotency-Key')).toMatchObject({
      level: 'error',
      errorName: 'ProvisionedThroughputExceededException',
    });
  });

  it('releases the key and rethrows on a 429, so a retry can run later', async () => {
    const limited = TooManyRequests.over('signUp:ip');
    await expect(runIdempotently(id, 'hash', 'req-1', async () => Promise.reject(limited))).rejects.toBe(limited);
    expect(releaseIdempotencyKey).toHaveBeenCalledWith(id, expect.any(String));
    expect(completeIdempotencyKey).not.toHaveBeenCalled();
  });

  const sameRequest = { ...id, key: sameRequestKey('hash') };
  const pending = {
    requestHash: 'hash',
    state: 'pending' as const,
    claimedAt: '2026-01-01T00:00:00.000Z',
    reply: null,
  };
  const done = { ...pending, state: 'done' as const, reply: { statusCode: 201, headers: {}, body: '{"id":"q-1"}' } };

  it('names the work after the sent key, and after this claim for a content key (the same body later is new work)', async () => {
    const run = vi.fn(async () => ({ statusCode: 201 }));
    await runIdempotently(id, 'hash', 'req-1', run);
    expect(run).toHaveBeenLastCalledWith('key-00000001');
    await runIdempotently(sameRequest, 'hash', 'req-2', run, { ttlSeconds: 30, waitMs: 1000 });
    expect(run).toHaveBeenLastCalledWith(expect.stringMatching(/^same-request-[0-9a-f-]{36}$/));
    expect(vi.mocked(claimIdempotencyKey).mock.lastCall![1]).toMatchObject({ ttlSeconds: 30 });
  });

  it('lets a repeat of a content key wait for the first reply and replays it', async () => {
    vi.mocked(claimIdempotencyKey).mockResolvedValue({ claimed: false, record: pending });
    vi.mocked(getIdempotencyRecord).mockResolvedValueOnce(pending).mockResolvedValueOnce(done);
    const run = vi.fn(async () => ({ statusCode: 201 }));
    const reply = await runIdempotently(sameRequest, 'hash', 'req-2', run, { ttlSeconds: 30, waitMs: 5000 });
    expect(reply).toMatchObject({ statusCode: 201, body: '{"id":"q-1"}', headers: { 'idempotent-replayed': 'true' } });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a repeat itself when the first released its claim (it failed), and answers 409 past the wait', async () => {
    vi.mocked(claimIdempotencyKey)
      .mockResolvedValueOnce({ claimed: false, record: pending })
      .mockResolvedValueOnce({ claimed: true, workKey: 'same-request-first' });
    vi.mocked(getIdempotencyRecord).mockResolvedValueOnce(null);
    const run = vi.fn(async () => ({ statusCode: 201 }));
    await runIdempotently(sameRequest, 'hash', 'req-2', run, { ttlSeconds: 30, waitMs: 5000 });
    expect(run).toHaveBeenCalledOnce();
    // The retry carries on under the name the claim kept (the failed attempt may have charged under it).
    expect(run).toHaveBeenCalledWith('same-request-first');

    vi.mocked(claimIdempotencyKey).mockResolvedValue({ claimed: false, record: pending });
    vi.mocked(getIdempotencyRecord).mockResolvedValue(pending);
    await expect(runIdempotently(sameRequest, 'hash', 'req-3', run, { ttlSeconds: 30, waitMs: 200 })).rejects.toThrow(
      SAME_REQUEST_IN_PROGRESS_MESSAGE,
    );
  });
});
