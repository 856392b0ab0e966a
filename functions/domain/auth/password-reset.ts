// Forgotten passwords: a single-use emailed link, then a new password set in Cognito. Using a link
// proves the mailbox: the account is secured for its email's owner (claim-account.ts), every other
// reset link of the user ends, and the owner is told the password changed. The same link claims an
// address someone else registered and never confirmed (create-account.ts sends it then).
import { href, paths } from '@shared/paths';
import { MESSAGES, PASSWORD_RESET_VALID_HOURS } from '@shared/constants';
import {
  claimPasswordReset,
  deletePasswordReset,
  deleteUserPasswordResets,
  putPasswordReset,
  releasePasswordReset,
} from '@functions/data/auth-secrets';
import { getUserByEmail, getUserById, type User } from '@functions/data/users';
import { sendEmail } from '@functions/adapters/mailer';
import { passwordResetEmail } from '@functions/adapters/email/password-reset';
import { claimAccountEmail } from '@functions/adapters/email/account-security';
import { env } from '@functions/lib/env';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Invalid, MissingField } from '@functions/lib/errors';
import { describeError, logger } from '@functions/lib/logger';
import { successToast } from '@functions/lib/toasts';
import { audit } from '../audit/audit';
import { sendAccountNotice } from '../profile/account-notices';
import { secureForEmailOwner } from './claim-account';
import { setNewPassword } from './new-password';
import { countResetMiss, enforceRateLimit, enforceResetMissLimit } from './rate-limit';
import { beginMfaChallenge } from './mfa-challenge';
import { closeSocketsOfOtherSessions } from '../realtime/session-sockets';
import { revokeSessionsOf } from './revoke-sessions';
import { homePath, openSession, type PreviousSession } from './sessions';
import { emailBrand } from '../company/email-brand';

/** Longer than one attempt can take; a claim this old belongs to an attempt that died. */
const CLAIM_LEASE_SECONDS = 60;

async function issueResetLink(user: User, now: Date): Promise<string> {
  const token = newToken();
  await putPasswordReset(
    hashToken(token),
    user.id,
    new Date(now.getTime() + PASSWORD_RESET_VALID_HOURS * 3600_000).toISOString(),
  );
  return `${env().APP_URL}${href(paths.resetPassword, { token })}`;
}

/** Emails a reset link; the reply sends the browser back to the sign-in page with a toast. */
export async function requestPasswordReset(email: string, ip: string, now = new Date()) {
  await enforceRateLimit('passwordReset', email, ip);
  await enforceResetMissLimit(ip);
  const user = await getUserByEmail(email.trim().toLowerCase());
  if (user?.status !== 'active') {
    await countResetMiss(ip);
    throw new MissingField({ email: [MESSAGES.emailIncorrect] });
  }
  const resetUrl = await issueResetLink(user, now);
  await sendEmail(
    user.email,
    passwordResetEmail(
      { firstName: user.firstName, resetUrl, validHours: PASSWORD_RESET_VALID_HOURS },
      await emailBrand(),
    ),
  );
  return { toaster: successToast(MESSAGES.resetSent), redirect: paths.login };
}

/** Someone signing up with an address an unconfirmed account holds: the address gets a reset link worded as a claim. */
export async function sendClaimLink(user: User, now = new Date()): Promise<void> {
  await enforceRateLimit('passwordReset', user.email);
  const claimUrl = await issueResetLink(user, now);
  await sendEmail(
    user.email,
    claimAccountEmail({ claimUrl, validHours: PASSWORD_RESET_VALID_HOURS }, await emailBrand()),
  );
}

/**
 * The link is claimed for this attempt; then the password is set, the account secured for the
 * email's owner and every session of the user ended (a stolen one must not outlive the reset), and
 * only then are the user's links deleted and this browser signed in. A password Cognito refuses, or
 * any failure before the deletion, releases the claim: the link still works, and a retry finishes.
 */
export async function resetPassword(
  token: string,
  password: string,
  replacing: PreviousSession = null,
  now = new Date(),
) {
  const tokenHash = hashToken(token);
  const reset = await claimPasswordReset(tokenHash, now, CLAIM_LEASE_SECONDS);
  if (!reset) throw Invalid.field('token', MESSAGES.resetLinkInvalid);
  const user = Date.parse(reset.expiresAt) > now.getTime() ? await getUserById(reset.userId) : null;
  if (user?.status !== 'active') {
    await deletePasswordReset(tokenHash, reset.userId);
    throw Invalid.field('token', MESSAGES.resetLinkInvalid);
  }
  let secured: User;
  try {
    await setNewPassword(user.id, password);
    secured = await secureForEmailOwner(user, now);
    await revokeSessionsOf(user.id);
    await closeSocketsOfOtherSessions({ userId: user.id, groupId: user.groupId });
  } catch (error) {
    // The lease frees an unreleased claim in a minute; the error worth reporting is the first one.
    await releasePasswordReset(tokenHash).catch((releaseError: unknown) =>
      logger.error('Could not release a reset link claim', describeError(releaseError)),
    );
    throw error;
  }
  // This link and every other one the user still had.
  await deletePasswordReset(tokenHash, user.id);
  await deleteUserPasswordResets(user.id);
  await audit('password.reset', { actorId: secured.id, groupId: secured.groupId });
  await sendAccountNotice(secured, 'password');
  // A mailbox alone does not get past two-step verification: the new password is set, the session waits for a code.
  if (secured.mfaEnabled) return beginMfaChallenge(secured, 'reset', now);
  const session = await openSession(secured, { method: 'reset', now, replacing });
  return { ...session, redirect: homePath(session.currentUser) };
}
