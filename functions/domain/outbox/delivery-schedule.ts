// When the outbox tries a message again after a failed delivery, and when it gives up (pure: the
// worker passes the time and the randomness). Exponential backoff with jitter: 10 s after the first
// failure, doubling up to 4 hours between attempts, at most 16 attempts, which spreads them over
// most of a day (~22 h on average) so an invitation saved during an SES outage still goes out when SES
// is back. Time-critical messages (passcodes) are retried at least every minute (the sweeper's
// cadence) and never delivered after their deadline: a late code is worse than none.

export const MAX_DELIVERY_ATTEMPTS = 16;
/** The error line a message given up writes (infra/stacks/outbox-delivery.ts counts them and alarms). */
export const OUTBOX_DEAD_MESSAGE = 'Outbox message dead';
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 4 * 3600_000;
const URGENT_LONGEST_WAIT_MS = 60_000;
/** Each wait is the nominal one ±20%, so messages that failed together do not all come back together. */
const JITTER = 0.2;

/** The nominal wait after the `attempts`-th failed attempt (1-based). */
export function nominalRetryWaitMs(attempts: number, urgent = false): number {
  const grown = FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
  return Math.min(grown, urgent ? URGENT_LONGEST_WAIT_MS : LONGEST_WAIT_MS);
}

/** The wait after the `attempts`-th failed attempt, jittered by `random` in [0, 1). */
export const retryWaitMs = (attempts: number, random: number, urgent = false): number =>
  Math.round(nominalRetryWaitMs(attempts, urgent) * (1 - JITTER + 2 * JITTER * random));

export type RetryDecision = { retryAt: Date } | { giveUp: 'attempts' | 'expired' };

/**
 * After a failed attempt (the `attempts`-th): when to try again, or why not to. A message with a
 * deadline is given up when the next try would come after it.
 */
export function afterFailedAttempt(
  attempts: number,
  now: Date,
  random: number,
  deliverBy: string | null = null,
): RetryDecision {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return { giveUp: 'attempts' };
  const retryAt = new Date(now.getTime() + retryWaitMs(attempts, random, deliverBy !== null));
  if (deliverBy !== null && retryAt.getTime() > Date.parse(deliverBy)) return { giveUp: 'expired' };
  return { retryAt };
}

/** A message past its deadline is not delivered at all. */
export const tooLate = (deliverBy: string | null, now: Date): boolean =>
  deliverBy !== null && Date.parse(deliverBy) <= now.getTime();
