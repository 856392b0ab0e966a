// Login step one: password or one-time passcode? Sends the passcode when it is the latter.
// The answer is 'otp' only for accounts that may sign in by passcode (passcode-eligibility.ts); a
// request for 'otp' from anyone else is treated as 'password'. A typed phone number nobody
// confirmed answers like a passcode user's (nothing is sent, but the SMS country check and budgets
// refuse it alike), and every reply's words are the same
// for every identity, so the step reveals no more than the spec's verifyBy must. Every call is
// metered per identity and per IP, every 'otp' answer under the passcode-send limit too.
import { MESSAGES, OTP_VALID_MINUTES } from '@shared/constants';
import { putPasscode } from '@functions/data/auth-secrets';
import { newPasscode } from '@functions/lib/crypto';
import { Invalid } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { findUserByUserauth } from './find-user';
import { SMS_MESSAGES, SMS_TEXTS } from './messages';
import { canSignInByPasscode, passcodeAccount, passcodeHash } from './passcode-eligibility';
import { enforceRateLimit } from './rate-limit';
import { admitDecoyText, canTextTo, sendTextMessage } from './text-messages';

export async function evaluateAuth(
  input: { userauth: string; verifyBy?: 'password' | 'otp' },
  ip: string,
  now = new Date(),
) {
  const found = await findUserByUserauth(input.userauth);
  const { userauth } = found;
  if (!userauth) throw Invalid.field('userauth', 'Please enter a valid email or phone number');
  await enforceRateLimit('identityLookup', userauth.value, ip);

  const account = passcodeAccount(found);
  const eligible = account !== null && canSignInByPasscode(account, userauth.kind);
  // An unknown phone looks like a passcode user's; a known account that may not use passcodes signs in by password.
  const otp = input.verifyBy !== 'password' && (eligible || (userauth.kind === 'phone' && account === null));
  if (!otp) return { verifyBy: 'password' as const };

  await enforceRateLimit('passcodeSend', userauth.value, ip);
  // A typed number abroad, held or not, is refused alike, on the field the login form shows.
  if (userauth.kind === 'phone' && !canTextTo(userauth.value))
    throw Invalid.field('userauth', SMS_MESSAGES.countryNotEnabled);
  if (eligible) {
    const code = newPasscode();
    await putPasscode({
      userId: account.id,
      codeHash: passcodeHash(account.id, code),
      expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000).toISOString(),
      attempts: 0,
    });
    await sendTextMessage(account.phone!, SMS_TEXTS.signInPasscode(code), now.getTime());
  } else {
    // A typed number nobody holds meets the same country check and budgets as one that is held.
    await admitDecoyText(userauth.value, now.getTime());
  }
  // A resend (an explicit 'otp') says the old code expired; the words never depend on the account.
  const message = input.verifyBy === 'otp' ? MESSAGES.otpResent : MESSAGES.otpSent;
  return { verifyBy: 'otp' as const, toaster: successToast(message) };
}
