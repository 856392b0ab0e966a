// Confirming a phone number with a code texted to it: only then does it sign in by passcode. The
// email must be confirmed first, so a phone set up on an address nobody proved is never a sign-in
// factor (a reset by the address's owner removes it: claim-account.ts). Codes are like passcodes:
// hashed, 10 minutes, 5 checks each, bound to the number they were sent to.
import { OTP_VALID_MINUTES } from '@shared/constants';
import { deletePhoneCode, putPhoneCode, spendPhoneCodeAttempt } from '@functions/data/auth-secrets';
import { getUserById, hasVerifiedEmail, hasVerifiedPhone, markPhoneVerified } from '@functions/data/users';
import type { Caller } from '@functions/lib/caller';
import { newPasscode, sameHash } from '@functions/lib/crypto';
import { keyedHash } from '@functions/lib/server-key';
import { Invalid } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { presentUser } from '../profile/present-user';
import { checkWithinFailureLimit, enforceRateLimit } from './rate-limit';
import { PHONE_MESSAGES, SMS_MESSAGES, SMS_TEXTS } from './messages';
import { canTextTo, sendTextMessage } from './text-messages';

const MAX_ATTEMPTS = 5;

const codeHash = (userId: string, phone: string, code: string) =>
  keyedHash('phone-code/v1', `${userId}:${phone}:${code}`);

export async function sendPhoneCode(caller: Caller, ip: string, now = new Date()) {
  const { user } = caller;
  if (!user.phone) throw Invalid.field('phone', PHONE_MESSAGES.noPhone);
  if (!hasVerifiedEmail(user)) throw Invalid.field('email', PHONE_MESSAGES.emailFirst);
  if (hasVerifiedPhone(user)) throw Invalid.field('phone', PHONE_MESSAGES.alreadyConfirmed);
  if (!canTextTo(user.phone)) throw Invalid.field('phone', SMS_MESSAGES.countryNotEnabled);
  await enforceRateLimit('phoneCodeSend', `user:${user.id}`, ip);
  const code = newPasscode();
  await putPhoneCode({
    userId: user.id,
    phone: user.phone,
    codeHash: codeHash(user.id, user.phone, code),
    expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000).toISOString(),
    attempts: 0,
  });
  await sendTextMessage(user.phone, SMS_TEXTS.phoneConfirmationCode(code), now.getTime());
  return { toaster: successToast(PHONE_MESSAGES.sent(user.phone)) };
}

export async function confirmPhone(caller: Caller, code: string, ip: string, now = new Date()) {
  const { user } = caller;
  const phone = user.phone;
  const correct = await checkWithinFailureLimit(
    'phoneCodeCheck',
    `user:${user.id}`,
    ip,
    async () => {
      const sent = phone ? await spendPhoneCodeAttempt(user.id, MAX_ATTEMPTS, now) : null;
      return Boolean(phone && sent && sent.phone === phone && sameHash(sent.codeHash, codeHash(user.id, phone, code)));
    },
    (ok) => ok,
  );
  if (!correct || !phone) throw Invalid.field('code', PHONE_MESSAGES.failed);
  await deletePhoneCode(user.id);
  // The number may have changed since the code was read: then it confirms nothing.
  if (!(await markPhoneVerified(user.id, phone))) throw Invalid.field('code', PHONE_MESSAGES.failed);
  const updated = (await getUserById(user.id, true)) ?? user;
  return { user: await presentUser(updated), toaster: successToast(PHONE_MESSAGES.confirmed) };
}
