// runIdempotently when things fail: the error the caller sees is the request's own, not the
// clean-up's. The table is mocked: only the order of calls and what is thrown matter here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '@functions/data/idempotency';
import { TooManyRequests } from '@functions/lib/errors';
import { runIdempotently } from '@functions/lib/idempotency';
import { captureLogs } from '../support/logs';

vi.mock('@functions/data/idempotency', () => ({
  claimIdempotencyKey: vi.fn(),
  completeIdempotencyKey: vi.fn(),
  releaseIdempotencyKey: vi.fn(),
}));

const id = { owner: 'user-1', operation: 'POST /api/things.json', key: 'key-00000001' };
let logs: Record<string, unknown>[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  logs = captureLogs().lines;
  vi.mocked(claimIdempotencyKey).mockResolvedValue({ claimed: true });
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
});
