// The authenticator-app algorithm (RFC 6238, SHA-1, 6 digits, 30 s) from the `otpauth` library;
// which steps may be used is ours (shared/rules/mfa.ts). Recovery codes are random here and kept
// only as hashes bound to their user.
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  formatRecoveryCode,
  normalizeRecoveryCode,
  totpStepAt,
} from '@shared/rules/mfa';
import { hashToken } from '@functions/lib/crypto';

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
  }).toString();
}

/** The time step a code is valid for (the current one, or one either side), or null when it matches none. */
export function matchTotpStep(secret: string, code: string, now: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
    timestamp: now,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStepAt(now) + delta;
}

/** The code an app shows at `now` (the seed's and the tests' helper; never sent anywhere). */
export const totpCodeAt = (secret: string, now: number): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
    timestamp: now,
  });

/** 10 new recovery codes as shown (xxxx-xxxx-xxxx). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatRecoveryCode(
      Array.from(
        { length: RECOVERY_CODE_LENGTH },
        () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
      ).join(''),
    ),
  );
}

/** What is stored of a recovery code: a hash bound to its user (one user's code is nothing to another). */
export const recoveryCodeHash = (userId: string, code: string): string =>
  hashToken(`recovery:${userId}:${normalizeRecoveryCode(code)}`);
