// Forgotten passwords: a single-use emailed link, then a new password set in Cognito.
import { MESSAGES, PASSWORD_RESET_VALID_HOURS } from '@shared/constants';
import { claimPasswordReset, deletePasswordReset, putPasswordReset, releasePasswordReset } from '@functions/data/auth-secrets';
import { getUserByEmail, getUserById } from '@functions/data/users';
import { sendEmail } from '@functions/adapters/mailer';
import { passwordResetEmail } from '@functions/adapters/email/password-reset';
import { env } from '@functions/lib/env';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Invalid, MissingField } from '@functions/lib/errors';
import { setNewPassword } from './new-password';
import { countResetMiss, enforceRateLimit, enforceResetMissLimit } from './rate-limit';
import { homePath, openSession, revokeSessionsOf } from './sessions';

/** Longer than one attempt can take; a claim this old belongs to an attempt that died. */
const CLAIM_LEASE_SECONDS = 60;

export async function requestPasswordReset(email: string, ip: string, now = new Date()): Promise<void> {
  await enforceRateLimit('passwordReset', email, ip);
  await enforceResetMissLimit(ip);
  const user = await getUserByEmail(email.trim().toLowerCase());
  if (!user || user.status !== 'active') {
    await countResetMiss(ip);
    throw new MissingField({ email: [MESSAGES.emailIncorrect] });
  }
  const token = newToken();
  await putPasswordReset(hashToken(token), user.id, new Date(now.getTime() + PASSWORD_RESET_VALID_HOURS * 3600_000).toISOString());
  const resetUrl = `${env().APP_URL}/reset-password/${token}`;
  await sendEmail(user.email, passwordResetEmail({ firstName: user.firstName, resetUrl, validHours: PASSWORD_RESET_VALID_HOURS }));
}

/**
 * The link is claimed for this attempt, the password set, and only then the link deleted: a
 * password Cognito refuses (or any failure) releases the claim, so the link still works. Every
 * session of the user ends (a stolen one must not outlive the reset); this browser gets a new one.
 */
export async function resetPassword(token: string, password: string, now = new Date()) {
  const tokenHash = hashToken(token);
  const reset = await claimPasswordReset(tokenHash, now, CLAIM_LEASE_SECONDS);
  if (!reset) throw Invalid.field('token', MESSAGES.resetLinkInvalid);
  const user = Date.parse(reset.expiresAt) > now.getTime() ? await getUserById(reset.userId) : null;
  if (!user || user.status !== 'active') {
    await deletePasswordReset(tokenHash);
    throw Invalid.field('token', MESSAGES.resetLinkInvalid);
  }
  try {
    await setNewPassword(user.id, password);
  } catch (error) {
    await releasePasswordReset(tokenHash);
    throw error;
  }
  await deletePasswordReset(tokenHash);
  await revokeSessionsOf(user.id);
  return { ...(await openSession(user)), redirect: homePath() };
}
