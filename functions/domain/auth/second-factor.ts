// Checking a second factor (a code from the app, or a recovery code) against the user's active
// factor, and spending it: a code's time step once, a recovery code once. Wrong codes count per
// account and IP (rate-limit.ts 'mfaCheck'); a replayed code is refused with the same words but is
// not counted (knowing a valid code is no guess).
import { isFreshStep, looksLikeRecoveryCode, MFA_MESSAGES } from '@shared/rules/mfa';
import { decryptField } from '@functions/adapters/field-encryption';
import { getTotpFactor, spendRecoveryCode, spendTotpStep } from '@functions/data/mfa';
import type { SecondFactor } from '@functions/data/sessions';
import { Invalid } from '@functions/lib/errors';
import { checkWithinFailureLimit } from './rate-limit';
import { matchTotpStep, recoveryCodeHash } from './totp';

export interface SecondFactorInput {
  code?: string;
  recoveryCode?: string;
}

export type SecondFactorOutcome =
  | { result: 'correct'; factor: SecondFactor; recoveryCodesLeft: number | null }
  | { result: 'incorrect' | 'replayed' | 'notEnrolled' };

/** Spends the code if it is right (no limits here: see checkSecondFactor). */
export async function spendSecondFactor(
  userId: string,
  input: SecondFactorInput,
  now: number,
): Promise<SecondFactorOutcome> {
  const factor = await getTotpFactor(userId);
  if (factor?.status !== 'active') return { result: 'notEnrolled' };
  if (input.code) {
    const step = matchTotpStep(await decryptField('totp', userId, factor.secretCiphertext), input.code, now);
    if (step === null) return { result: 'incorrect' };
    if (!isFreshStep(step, factor.lastUsedStep) || !(await spendTotpStep(userId, step))) return { result: 'replayed' };
    return { result: 'correct', factor: 'totp', recoveryCodesLeft: null };
  }
  if (!input.recoveryCode || !looksLikeRecoveryCode(input.recoveryCode)) return { result: 'incorrect' };
  const left = await spendRecoveryCode(userId, recoveryCodeHash(userId, input.recoveryCode));
  return left === null
    ? { result: 'incorrect' }
    : { result: 'correct', factor: 'recoveryCode', recoveryCodesLeft: left };
}

/** The field a failure is reported under. */
export const factorField = (input: SecondFactorInput): 'code' | 'recoveryCode' =>
  input.code ? 'code' : 'recoveryCode';

/** 422 unless one of the two was given. */
export function requireFactorInput(input: SecondFactorInput): void {
  if (!input.code && !input.recoveryCode) throw Invalid.field('code', MFA_MESSAGES.codeMissing);
}

/** The check under the per-account and per-IP limits; anything but a correct factor is a 422. */
export async function checkSecondFactor(
  userId: string,
  input: SecondFactorInput,
  ip: string,
  now = Date.now(),
): Promise<Extract<SecondFactorOutcome, { result: 'correct' }>> {
  requireFactorInput(input);
  const outcome = await checkWithinFailureLimit(
    'mfaCheck',
    `user:${userId}`,
    ip,
    () => spendSecondFactor(userId, input, now),
    (o) => o.result !== 'incorrect',
  );
  if (outcome.result === 'correct') return outcome;
  if (outcome.result === 'notEnrolled') throw Invalid.field('base', MFA_MESSAGES.notOn);
  throw refusal(input);
}

export const refusal = (input: SecondFactorInput): Invalid =>
  Invalid.field(
    factorField(input),
    factorField(input) === 'code' ? MFA_MESSAGES.codeIncorrect : MFA_MESSAGES.recoveryCodeIncorrect,
  );
