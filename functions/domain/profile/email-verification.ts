// Confirming an email address: a single-use link (24 hours) sent to it. The link confirms only for
// a browser signed in to the account it was sent for: whoever follows it must hold the mailbox and
// the account's password, so someone who registered another person's address cannot have the owner
// confirm it for them by one click (the owner claims it with a reset link instead: password-reset.ts).
import { href, paths } from '@shared/paths';
import { confirmEmailEmail } from '@functions/adapters/email/account-security';
import { sendEmail } from '@functions/adapters/mailer';
import { consumeEmailVerification, getEmailVerification, putEmailVerification } from '@functions/data/auth-secrets';
import { countAttempt } from '@functions/data/rate-limits';
import { getUserById, hasVerifiedEmail, markEmailVerified, type User } from '@functions/data/users';
import type { Caller } from '@functions/lib/caller';
import { hashToken, newToken } from '@functions/lib/crypto';
import { env } from '@functions/lib/env';
import { Invalid, TooManyRequests } from '@functions/lib/errors';
import { describeError, logger } from '@functions/lib/logger';
import { successToast } from '@functions/lib/toasts';
import { EMAIL_VERIFICATION_MESSAGES } from './messages';
import { joinPendingGroup } from './pending-group-join';
import { presentUser } from './present-user';
import { emailBrand } from '../company/email-brand';

export const EMAIL_VERIFICATION_VALID_HOURS = 24;
const RESEND_LIMIT = { windowSeconds: 3600, perUser: 5 };

/** Emails a confirmation link to the account's current address. */
export async function sendEmailConfirmation(
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  now = new Date(),
): Promise<void> {
  const token = newToken();
  await putEmailVerification(hashToken(token), {
    userId: user.id,
    email: user.email,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_VALID_HOURS * 3600_000).toISOString(),
  });
  const confirmUrl = `${env().APP_URL}${href(paths.verifyEmail, { token })}`;
  await sendEmail(
    user.email,
    confirmEmailEmail(
      { firstName: user.firstName, confirmUrl, validHours: EMAIL_VERIFICATION_VALID_HOURS },
      await emailBrand(),
    ),
  );
}

/** As sendEmailConfirmation, after an account was created or its email changed: a failure is logged (the profile offers a resend). */
export async function offerEmailConfirmation(
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  now = new Date(),
): Promise<void> {
  await sendEmailConfirmation(user, now).catch((error: unknown) =>
    logger.error('Could not send an email confirmation link', describeError(error)),
  );
}

/** The signed-in caller's link: confirms their current address once. Another account's link stays unused. */
export async function confirmEmail(caller: Caller, token: string, now = new Date()) {
  const tokenHash = hashToken(token);
  const link = await getEmailVerification(tokenHash);
  if (!link || Date.parse(link.expiresAt) <= now.getTime())
    throw Invalid.field('token', EMAIL_VERIFICATION_MESSAGES.invalid);
  if (link.userId !== caller.userId) throw Invalid.field('token', EMAIL_VERIFICATION_MESSAGES.otherAccount);
  // Used up whatever happens next: a link for an address the account no longer has is dead.
  if (!(await consumeEmailVerification(tokenHash)) || link.email !== caller.user.email)
    throw Invalid.field('token', EMAIL_VERIFICATION_MESSAGES.invalid);
  if (!(await markEmailVerified(caller.userId, link.email)))
    throw Invalid.field('token', EMAIL_VERIFICATION_MESSAGES.invalid);
  // A join by sign-up code waited for this (group-signup.ts).
  const joined = await joinPendingGroup(caller.user, now);
  const user = (await getUserById(caller.userId, true)) ?? caller.user;
  return {
    user: await presentUser(user),
    toaster: successToast(joined ? EMAIL_VERIFICATION_MESSAGES.joined(joined) : EMAIL_VERIFICATION_MESSAGES.confirmed),
  };
}

/** A new link to the caller's address (the profile's 'Send the link again'), a few an hour. */
export async function resendEmailConfirmation(caller: Caller, now = new Date()) {
  if (hasVerifiedEmail(caller.user)) throw Invalid.field('email', EMAIL_VERIFICATION_MESSAGES.alreadyConfirmed);
  if (
    (await countAttempt(
      'emailConfirmationSend',
      `id:user:${caller.userId}`,
      RESEND_LIMIT.windowSeconds,
      now.getTime(),
    )) > RESEND_LIMIT.perUser
  )
    throw TooManyRequests.over('emailConfirmationSend:identity');
  await sendEmailConfirmation(caller.user, now);
  return { toaster: successToast(EMAIL_VERIFICATION_MESSAGES.sent) };
}
