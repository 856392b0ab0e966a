// When the owner of an account's email proves it (a reset link, or an invitation link that sets the
// password), anything set on the account by whoever held it before goes: an unconfirmed phone number
// (and any code sent to it), the old password (the caller sets the new one), every session (the
// caller revokes them). If the email itself was unconfirmed until now, everything that holder set up
// goes too: any phone, the authenticator app (its recovery codes with it), and the group the
// account joined (a sign-up code or a new group: its admin would see the owner's records). The email
// then counts as confirmed, and passcode sign-in, if it was turned off after wrong codes, is back.
// Each step is idempotent, so a retried link finishes the job.
import { deletePasscode, deletePhoneCode } from '@functions/data/auth-secrets';
import { writeProfile } from '@functions/data/profile';
import { deleteTotpFactor } from '@functions/data/mfa';
import { getUserById, hasVerifiedEmail, hasVerifiedPhone, markEmailVerified, unlockPasscodeSignIn, type User } from '@functions/data/users';
import { NotFound } from '@functions/lib/errors';
import { groupScopeOfClaimedAccount } from '@functions/lib/group-scope';
import { removeMember } from '../groups/members';

export async function secureForEmailOwner(user: User, now = new Date()): Promise<User> {
  let current = user;
  // While the email was unconfirmed the account was not provably its owner's: a phone confirmed then
  // (e.g. under another address, before an email change to the owner's) is the squatter's as well.
  const heldBySomeoneElse = !hasVerifiedEmail(user);
  if (user.phone && (heldBySomeoneElse || !hasVerifiedPhone(user))) {
    current = await writeProfile({ before: user, changes: { phone: null, verifiedPhone: null, verifyBy: 'password' } }, now);
    await Promise.all([deletePasscode(user.id), deletePhoneCode(user.id)]);
  }
  if (heldBySomeoneElse) {
    // Pending or active: either way the holder's secret, not the owner's.
    await deleteTotpFactor(user.id);
    if (user.groupId) await removeMember(groupScopeOfClaimedAccount({ groupId: user.groupId }), user.id, user.id).catch(alreadyGone);
  }
  await markEmailVerified(user.id, user.email);
  if (user.passcodeLockedAt) await unlockPasscodeSignIn(user.id);
  return (await getUserById(user.id, true)) ?? current;
}

/** A retried claim finds the member row already removed. */
function alreadyGone(error: unknown): void {
  if (!(error instanceof NotFound)) throw error;
}
