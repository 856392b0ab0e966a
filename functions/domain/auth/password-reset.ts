// Forgotten passwords: a single-use emailed link, then a new password set in Cognito.
import { href, paths } from '@shared/paths';
import { MESSAGES, PASSWORD_RESET_VALID_HOURS } from '@shared/constants';
import { claimPasswordReset, deletePasswordReset, putPasswordReset, releasePasswordReset } from '@functions/data/auth-secrets';
import { getUserByEmail, getUserById } from '@functions/data/users';
import { sendEmail } from '@functions/adapters/mailer';
import { passwordResetEmail } from '@functions/adapters/email/password-reset';
import { env } from '@functions/lib/env';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Invalid, MissingField } from '@functions/lib/errors';
import { describeError, logger } from '@functions/lib/logger';
import { audit } from '../audit/audit';
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
  const resetUrl = `${env().APP_URL}${href(paths.resetPassword, { token })}`;
  await sendEmail(user.email, passwordResetEmail({ firstName: user.firstName, resetUrl, validHours: PASSWORD_RESET_VALID_HOURS }));
}

/**
 * The link is claimed for this attempt; then the password is set and every session of the user
 * ended (a stolen one must not outlive the reset), and only then is the link deleted and this
 * browser signed in. A password Cognito refuses, or any failure before the deletion, releases the
 * claim: the link still works, and a retry finishes the revocation.
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
    await revokeSessionsOf(user.id);
  } catch (error) {
    // The lease frees an unreleased claim in a minute; the error worth reporting is the first one.
    await releasePasswordReset(tokenHash).catch((releaseError: unknown) => logger.error('Could not release a reset link claim', describeError(releaseError)));
    throw error;
  }
  await deletePasswordReset(tokenHash);
  await audit('password.reset', { actorId: user.id, groupId: user.groupId });
  return { ...(await openSession(user)), redirect: homePath() };
}
