// Limits on login, passcode, reset and step-up attempts, per identity and per IP (an IPv6 client
// is its /64: rateLimitSubject). Every refusal names its limit, which the error model logs.
import type { Userauth } from '@shared/rules/identity';
import {
  countAttempt,
  currentAttempts,
  releaseAttempt,
  reserveAttempt,
  type ReservedSlot,
} from '@functions/data/rate-limits';
import type { User } from '@functions/data/users';
import { rateLimitSubject } from '@functions/lib/client-ip';
import { TooManyRequests } from '@functions/lib/errors';
import { describeError, logger } from '@functions/lib/logger';

export const LIMITS = {
  /** Every evaluate_auth call, whatever it answers (the step tells OTP users from others, so it is metered too). */
  identityLookup: { windowSeconds: 900, perSubject: 20, perIp: 100 },
  login: { windowSeconds: 900, perSubject: 10, perIp: 50 },
  passcodeSend: { windowSeconds: 900, perSubject: 5, perIp: 30 },
  passcodeCheck: { windowSeconds: 900, perSubject: 10, perIp: 50 },
  passwordReset: { windowSeconds: 3600, perSubject: 5, perIp: 30 },
  signUp: { windowSeconds: 3600, perSubject: 5, perIp: 30 },
  /** Google sign-in: each start per IP, each verified identity's sign-in per Google subject and IP. */
  googleSignIn: { windowSeconds: 900, perSubject: 20, perIp: 50 },
  /** Phone confirmation codes sent, and wrong codes entered, per signed-in user. */
  phoneCodeSend: { windowSeconds: 3600, perSubject: 5, perIp: 30 },
  phoneCodeCheck: { windowSeconds: 3600, perSubject: 10, perIp: 50 },
  /** Wrong two-step codes (app or recovery codes), per account: at sign-in, setup, turning it off and new recovery codes. */
  mfaCheck: { windowSeconds: 900, perSubject: 10, perIp: 50 },
} as const;

/**
 * Wrong passcodes per account over a day (on top of the 15-minute window): counted in day windows,
 * and this one plus the previous must stay under the cap, so no 24 hours hold more.
 */
export const PASSCODE_DAILY_FAILURES = {
  scope: 'passcodeFailureDaily',
  windowSeconds: 86_400,
  perAccount: 20,
} as const;

/**
 * Reset requests for unknown emails, per IP: the spec's 404 'Email is incorrect' tells whether an
 * account exists, so probing is capped as tightly as wrong passwords are per identity on login.
 */
export const RESET_MISSES = { scope: 'passwordResetMiss', windowSeconds: 900, perIp: 10 } as const;

export type LimitedAction = keyof typeof LIMITS;

const byIdentity = (subject: string) => `id:${subject.trim().toLowerCase()}`;
const byIp = (ip: string) => `ip:${rateLimitSubject(ip)}`;

/** Counts an attempt per subject (and per IP when given) and refuses past the limit. */
export async function enforceRateLimit(action: LimitedAction, subject: string, ip?: string): Promise<void> {
  const limit = LIMITS[action];
  const [bySubject, fromIp] = await Promise.all([
    countAttempt(action, byIdentity(subject), limit.windowSeconds),
    ip === undefined ? 0 : countAttempt(action, byIp(ip), limit.windowSeconds),
  ]);
  if (bySubject > limit.perSubject) throw TooManyRequests.over(`${action}:identity`);
  if (fromIp > limit.perIp) throw TooManyRequests.over(`${action}:ip`);
}

/**
 * Whom credential failures count against: the person behind the typed identity (their email and
 * every spelling of their phone share one limit), else what was typed, normalized.
 */
export function failureSubject(typed: string, found: { userauth: Userauth | null; user: User | null }): string {
  return found.user ? `user:${found.user.id}` : (found.userauth?.value ?? typed);
}

/**
 * A credential check (password, passcode) under its limits: every attempt counts per IP, but per
 * identity only failures count, so a learner who signs in often is never locked out while guessing
 * still is. The identity's failure slot is reserved before the check in one conditional write
 * (parallel guesses cannot all see a free slot) and given back when the check passes, or when it
 * could not run (an outage is nobody's failed guess).
 */
export async function checkWithinFailureLimit<T>(
  action: 'login' | 'passcodeCheck' | 'phoneCodeCheck' | 'mfaCheck',
  subject: string,
  ip: string,
  check: () => Promise<T>,
  passed: (result: T) => boolean,
): Promise<T> {
  const limit = LIMITS[action];
  const [slot, fromIp] = await Promise.all([
    reserveAttempt(`${action}Failure`, byIdentity(subject), limit.windowSeconds, limit.perSubject),
    countAttempt(action, byIp(ip), limit.windowSeconds),
  ]);
  if (fromIp > limit.perIp) {
    if (slot) await releaseAttempt(slot);
    throw TooManyRequests.over(`${action}:ip`);
  }
  if (!slot) throw TooManyRequests.over(`${action}:identity`);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    await giveBack(slot, action);
    throw error;
  }
  if (passed(result)) await giveBack(slot, action);
  return result;
}

/** A slot that cannot be given back stays counted: logged, never a failed sign-in. */
async function giveBack(slot: ReservedSlot, action: string): Promise<void> {
  await releaseAttempt(slot).catch((error: unknown) =>
    logger.error('Could not give back a failure slot', { limit: `${action}:identity`, ...describeError(error) }),
  );
}

/** Counts a wrong passcode against the account's day; true once the cap is reached (passcode sign-in must stop). */
export async function countDailyPasscodeFailure(userId: string, now = Date.now()): Promise<boolean> {
  const subject = `id:user:${userId}`;
  const { scope, windowSeconds, perAccount } = PASSCODE_DAILY_FAILURES;
  const [today, yesterday] = await Promise.all([
    countAttempt(scope, subject, windowSeconds, now),
    currentAttempts(scope, subject, windowSeconds, now - windowSeconds * 1000),
  ]);
  return today + yesterday >= perAccount;
}

/** Refuses every reset request from an IP that has used up its misses, known email or not (no oracle). */
export async function enforceResetMissLimit(ip: string): Promise<void> {
  if ((await currentAttempts(RESET_MISSES.scope, byIp(ip), RESET_MISSES.windowSeconds)) >= RESET_MISSES.perIp)
    throw TooManyRequests.over(`${RESET_MISSES.scope}:ip`);
}

export async function countResetMiss(ip: string): Promise<void> {
  await countAttempt(RESET_MISSES.scope, byIp(ip), RESET_MISSES.windowSeconds);
}
