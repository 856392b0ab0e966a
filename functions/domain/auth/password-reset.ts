// Forgotten passwords: a single-use emailed link, then a new password set in Cognito.
import { MESSAGES, PASSWORD_RESET_VALID_HOURS } from '../../../shared/constants';
import { consumePasswordReset, putPasswordReset } from '../../data/auth-secrets';
import { getUserByEmail, getUserById } from '../../data/users';
import { setPassword } from '../../adapters/identity';
import { sendEmail } from '../../adapters/mailer';
import { passwordResetEmail } from '../../adapters/email/password-reset';
import { env } from '../../lib/env';
import { hashToken, newToken } from '../../lib/crypto';
import { Invalid, MissingField } from '../../lib/errors';
import { enforceRateLimit } from './rate-limit';
import { homePath, openSession } from './sessions';

export async function requestPasswordReset(email: string, ip: string, now = new Date()): Promise<void> {
  await enforceRateLimit('passwordReset', email, ip);
  const user = await getUserByEmail(email.trim().toLowerCase());
  if (!user || user.status !== 'active') throw new MissingField({ email: [MESSAGES.emailIncorrect] });
  const token = newToken();
  await putPasswordReset(hashToken(token), user.id, new Date(now.getTime() + PASSWORD_RESET_VALID_HOURS * 3600_000).toISOString());
  const resetUrl = `${env().APP_URL}/reset-password/${token}`;
  await sendEmail(user.email, passwordResetEmail({ firstName: user.firstName, resetUrl, validHours: PASSWORD_RESET_VALID_HOURS }));
}

export async function resetPassword(token: string, password: string, now = new Date()) {
  const reset = await consumePasswordReset(hashToken(token));
  if (!reset || Date.parse(reset.expiresAt) <= now.getTime()) throw Invalid.field('token', MESSAGES.resetLinkInvalid);
  const user = await getUserById(reset.userId);
  if (!user || user.status !== 'active') throw Invalid.field('token', MESSAGES.resetLinkInvalid);
  await setPassword(user.id, password);
  return { ...(await openSession(user)), redirect: homePath() };
}
