// The outbox's retry rule (functions/domain/outbox/delivery-schedule.ts): exponential backoff with
// jitter from 10 s, up to 4 h between attempts, 16 attempts over most of a day, then dead; a
// time-critical message (a passcode) retried at least every minute and dropped at its deadline.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  MAX_DELIVERY_ATTEMPTS,
  nominalRetryWaitMs,
  retryWaitMs,
  tooLate,
} from '@functions/domain/outbox/delivery-schedule';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const HOUR = 3600_000;

describe('the wait before the next attempt', () => {
  it('starts at 10 s and doubles, up to 4 hours', () => {
    expect([1, 2, 3, 4, 5].map((n) => nominalRetryWaitMs(n))).toEqual([10_000, 20_000, 40_000, 80_000, 160_000]);
    expect(nominalRetryWaitMs(11)).toBe(10_240_000);
    expect(nominalRetryWaitMs(12)).toBe(4 * HOUR);
    expect(nominalRetryWaitMs(40)).toBe(4 * HOUR);
  });

  it('is jittered within ±20% of the nominal wait, never shorter or longer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_DELIVERY_ATTEMPTS }),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (n, r) => {
          const wait = retryWaitMs(n, r);
          const nominal = nominalRetryWaitMs(n);
          return wait >= Math.floor(nominal * 0.8) && wait <= Math.ceil(nominal * 1.2);
        },
      ),
    );
    expect(retryWaitMs(1, 0)).toBe(8_000);
    expect(retryWaitMs(1, 0.5)).toBe(10_000);
  });

  it('spreads the attempts over most of a day (SES back within ~18-26 h still delivers)', () => {
    const waits = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) => nominalRetryWaitMs(i + 1));
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total / HOUR).toBeGreaterThan(20);
    expect(total / HOUR).toBeLessThan(24);
    expect((total * 0.8) / HOUR).toBeGreaterThan(17);
  });

  it('is at most a minute for a time-critical message (the sweeper comes every minute)', () => {
    expect(nominalRetryWaitMs(1, true)).toBe(10_000);
    expect(nominalRetryWaitMs(4, true)).toBe(60_000);
    expect(nominalRetryWaitMs(12, true)).toBe(60_000);
  });
});

describe('after a failed attempt', () => {
  it('retries until the last attempt, then gives up', () => {
    for (let attempts = 1; attempts < MAX_DELIVERY_ATTEMPTS; attempts += 1) {
      const decision = afterFailedAttempt(attempts, NOW, 0.5);
      expect(decision).toEqual({ retryAt: new Date(NOW.getTime() + nominalRetryWaitMs(attempts)) });
    }
    expect(afterFailedAttempt(MAX_DELIVERY_ATTEMPTS, NOW, 0.5)).toEqual({ giveUp: 'attempts' });
    expect(afterFailedAttempt(MAX_DELIVERY_ATTEMPTS + 3, NOW, 0.5)).toEqual({ giveUp: 'attempts' });
  });

  it('gives a code up when its next try would come after its deadline', () => {
    const deliverBy = new Date(NOW.getTime() + 30_000).toISOString();
    expect(afterFailedAttempt(1, NOW, 0.5, deliverBy)).toEqual({ retryAt: new Date(NOW.getTime() + 10_000) });
    expect(afterFailedAttempt(3, NOW, 0.5, deliverBy)).toEqual({ giveUp: 'expired' });
  });

  it('never delivers a code past its deadline', () => {
    expect(tooLate(null, NOW)).toBe(false);
    expect(tooLate(new Date(NOW.getTime() + 1).toISOString(), NOW)).toBe(false);
    expect(tooLate(NOW.toISOString(), NOW)).toBe(true);
  });
});
