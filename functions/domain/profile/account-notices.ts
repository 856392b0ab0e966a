// Tells the account's owner, at its email address, that its password, email or phone changed (or that
// passcode sign-in was turned off), with a way out if it was not them: the reset link request page.
import { paths } from '@shared/paths';
import { accountNoticeEmail, type AccountChange } from '@functions/adapters/email/account-security';
import { sendEmail } from '@functions/adapters/mailer';
import { env } from '@functions/lib/env';
import type { User } from '@functions/data/users';
import { describeError, logger } from '@functions/lib/logger';
import { offerEmailConfirmation } from './email-verification';
import { emailBrand } from '../company/email-brand';

/** Sends the notice; a notice that cannot be sent is logged, never the change's failure (it is done). */
export async function sendAccountNotice(
  to: { email: string; firstName: string },
  change: AccountChange,
): Promise<void> {
  try {
    await sendEmail(
      to.email,
      accountNoticeEmail(
        { firstName: to.firstName, change, resetUrl: `${env().APP_URL}${paths.forgotPassword}` },
        await emailBrand(),
      ),
    );
  } catch (error) {
    logger.error('Could not send an account notice', { change, ...describeError(error) });
  }
}

/**
 * After a profile change of how the person signs in: the old address hears that the email changed
 * (and the new one gets a confirmation link: until followed it is unconfirmed), the address hears
 * that the phone changed (a new number signs in by passcode only once confirmed).
 */
export async function noticeSignInChanges(before: User, after: User, now = new Date()): Promise<void> {
  if (after.email !== before.email) {
    await sendAccountNotice(before, 'email');
    await offerEmailConfirmation(after, now);
  }
  if (after.phone !== before.phone) await sendAccountNotice(after, 'phone');
}
