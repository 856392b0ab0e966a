// Two-step verification for the demo: admin@example.com is a content admin, who must use it, so it
// is seeded already set up with a fixed secret (README: add it to an authenticator app, or print
// the current code with `npm run totp`; tests compute it in tests/support/totp.ts). Its recovery
// codes are fixed too. Never use these outside the local stack.
import { encryptField } from '@functions/adapters/field-encryption';
import { putActiveTotp } from '@functions/data/mfa';
import { recoveryCodeHash } from '@functions/domain/auth/totp';
import { DEMO_ACCOUNTS } from './accounts';

/** Base32 secrets of the seeded accounts that have two-step verification, by email. */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'admin@example.com': 'JBSWY3DPEHPK3PXPCERTIFYMEDADMIN2',
};

/** The secret of every synthetic group's admin (`npm run seed -- --group-members N` above 50 members must use two-step verification). */
export const SYNTHETIC_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPSYNTHETICADMIN23';

/** The demo secret of a seeded account with two-step verification, if it has one. */
export const demoTotpSecret = (email: string): string | undefined =>
  DEMO_TOTP_SECRETS[email] ??
  (/^synthetic-admin-\d+-[0-9a-f]{8}@example\.com$/.test(email) ? SYNTHETIC_ADMIN_TOTP_SECRET : undefined);

/** admin@example.com's recovery codes (each works once per seeded stack). */
export const DEMO_RECOVERY_CODES = [
  'seed-test-aaaa',
  'seed-test-bbbb',
  'seed-test-cccc',
  'seed-test-dddd',
  'seed-test-eeee',
] as const;

export async function seedTwoStep(now = new Date()): Promise<void> {
  const admin = DEMO_ACCOUNTS[4];
  await seedTotpFactor(admin.id, DEMO_TOTP_SECRETS[admin.email]!, now);
}

/** An active authenticator factor with the demo recovery codes. */
export async function seedTotpFactor(userId: string, secret: string, now = new Date()): Promise<void> {
  await putActiveTotp({
    userId,
    secretCiphertext: await encryptField('totp', userId, secret),
    lastUsedStep: null,
    recoveryCodeHashes: DEMO_RECOVERY_CODES.map((code) => recoveryCodeHash(userId, code)),
    createdAt: now.toISOString(),
    confirmedAt: now.toISOString(),
  });
}
