// When the owner of an account's email proves it (a reset link, or an invitation link that sets the
// password), anything set on the account by whoever held it before goes: an unconfirmed phone number
// (and any code sent to it) or any phone at all if the email was unconfirmed until now, the old password (the caller sets the new one), every session (the
// caller revokes them). The email then counts as confirmed, and passcode sign-in, if it was turned
// off after wrong codes, is back. Each step is idempotent, so a retried link finishes the job.
import { deletePasscode, deletePhoneCode } from '@functions/data/auth-secrets';
import { writeProfile } from '@functions/data/profile';
import { getUserById, hasVerifiedEmail, hasVerifiedPhone, markEmailVerified, unlockPasscodeSignIn, type User } from '@functions/data/users';

export async function secureForEmailOwner(user: User, now = new Date()): Promise<User> {
  let current = user;
  // While the email was unconfirmed the account was not provably its owner's: a phone confirmed then
  // (e.g. under another address, before an email change to the owner's) is the squatter's as well.
  const heldBySomeoneElse = !hasVerifiedEmail(user);
  if (user.phone && (heldBySomeoneElse || !hasVerifiedPhone(user))) {
    current = await writeProfile({ before: user, changes: { phone: null, verifiedPhone: null, verifyBy: 'password' } }, now);
    await Promise.all([deletePasscode(user.id), deletePhoneCode(user.id)]);
  }
  await markEmailVerified(user.id, user.email);
  if (user.passcodeLockedAt) await unlockPasscodeSignIn(user.id);
  return (await getUserById(user.id, true)) ?? current;
}
