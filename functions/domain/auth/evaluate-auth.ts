// Login step one: password or one-time passcode? Sends the passcode when it is the latter.
// Unknown identities get the same answers as known ones, so the form reveals no accounts.
import { MESSAGES, OTP_VALID_MINUTES } from '@shared/constants';
import { maskPhone } from '@shared/rules/identity';
import type { Toaster } from '@shared/contracts/contract';
import { getPasscode, putPasscode } from '@functions/data/auth-secrets';
import { sendSms } from '@functions/adapters/sms';
import { hashToken, newPasscode } from '@functions/lib/crypto';
import { Invalid } from '@functions/lib/errors';
import { findUserByUserauth } from './find-user';
import { enforceRateLimit } from './rate-limit';

export async function evaluateAuth(input: { userauth: string; verifyBy?: 'password' | 'otp' }, ip: string, now = new Date()) {
  const { userauth, user } = await findUserByUserauth(input.userauth);
  if (!userauth) throw Invalid.field('userauth', 'Please enter a valid email or phone number');

  const wanted = input.verifyBy ?? (userauth.kind === 'phone' ? 'otp' : (user?.verifyBy ?? 'password'));
  if (wanted === 'password') return { verifyBy: 'password' as const };

  await enforceRateLimit('passcodeSend', userauth.value, ip);
  const phone = user?.phone;
  if (!user || !phone) {
    // No phone on file: nothing to send; the same reply keeps the account question closed.
    return { verifyBy: 'otp' as const, toaster: { type: 'success', message: MESSAGES.otpSent } satisfies Toaster };
  }
  const previous = await getPasscode(user.id);
  const code = newPasscode();
  await putPasscode({ userId: user.id, codeHash: hashToken(`${user.id}:${code}`), expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000).toISOString(), attempts: 0 });
  await sendSms(phone, `Your sign-in passcode is ${code}. It expires in ${OTP_VALID_MINUTES} minutes.`);
  const message = previous && input.verifyBy === 'otp' ? MESSAGES.otpResent(maskPhone(phone)) : MESSAGES.otpSent;
  return { verifyBy: 'otp' as const, toaster: { type: 'success', message } satisfies Toaster };
}
