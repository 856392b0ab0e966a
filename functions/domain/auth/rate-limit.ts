// Limits on login, passcode, reset and step-up attempts, per identity and per IP.
import { countAttempt, currentAttempts } from '@functions/data/rate-limits';
import { TooManyRequests } from '@functions/lib/errors';

export const LIMITS = {
  login: { windowSeconds: 900, perSubject: 10, perIp: 50 },
  passcodeSend: { windowSeconds: 900, perSubject: 5, perIp: 30 },
  passcodeCheck: { windowSeconds: 900, perSubject: 10, perIp: 50 },
  passwordReset: { windowSeconds: 3600, perSubject: 5, perIp: 30 },
  signUp: { windowSeconds: 3600, perSubject: 5, perIp: 30 },
  /** Current-password checks before a sensitive change (per user: the caller is signed in). */
  stepUp: { windowSeconds: 900, perSubject: 10, perIp: 50 },
} as const;

/**
 * Reset requests for unknown emails, per IP: the spec's 404 'Email is incorrect' tells whether an
 * account exists, so probing is capped as tightly as wrong passwords are per identity on login.
 */
export const RESET_MISSES = { scope: 'passwordResetMiss', windowSeconds: 900, perIp: 10 } as const;

export type LimitedAction = keyof typeof LIMITS;

/** Counts an attempt per subject (and per IP when given) and refuses past the limit. */
export async function enforceRateLimit(action: LimitedAction, subject: string, ip?: string): Promise<void> {
  const limit = LIMITS[action];
  const [bySubject, byIp] = await Promise.all([
    countAttempt(action, `id:${subject.toLowerCase()}`, limit.windowSeconds),
    ip === undefined ? 0 : countAttempt(action, `ip:${ip}`, limit.windowSeconds),
  ]);
  if (bySubject > limit.perSubject || byIp > limit.perIp) throw new TooManyRequests();
}

/**
 * For credential checks (password, passcode): every attempt counts per IP, but per identity only
 * failures count, so a learner who signs in often is never locked out while guessing still is.
 */
export async function enforceFailureLimit(action: 'login' | 'passcodeCheck', subject: string, ip: string): Promise<void> {
  const limit = LIMITS[action];
  const [failures, byIp] = await Promise.all([
    currentAttempts(`${action}Failure`, `id:${subject.toLowerCase()}`, limit.windowSeconds),
    countAttempt(action, `ip:${ip}`, limit.windowSeconds),
  ]);
  if (failures >= limit.perSubject || byIp > limit.perIp) throw new TooManyRequests();
}

export async function countFailure(action: 'login' | 'passcodeCheck', subject: string): Promise<void> {
  await countAttempt(`${action}Failure`, `id:${subject.toLowerCase()}`, LIMITS[action].windowSeconds);
}

/** Refuses every reset request from an IP that has used up its misses, known email or not (no oracle). */
export async function enforceResetMissLimit(ip: string): Promise<void> {
  if ((await currentAttempts(RESET_MISSES.scope, `ip:${ip}`, RESET_MISSES.windowSeconds)) >= RESET_MISSES.perIp) throw new TooManyRequests();
}

export async function countResetMiss(ip: string): Promise<void> {
  await countAttempt(RESET_MISSES.scope, `ip:${ip}`, RESET_MISSES.windowSeconds);
}
