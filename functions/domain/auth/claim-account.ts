// When the owner of an account's email proves it (a reset link, or an invitation link that sets the
// password), anything set on the account by whoever held it before goes: an unconfirmed phone number
// (and any code sent to it), the old password (the caller sets the new one), every session (the
// caller revokes them). If the email itself was unconfirmed until now, everything that holder set up
// goes too: any phone, the authenticator app (its recovery codes with it), and a join by sign-up code
// still waiting for the address (the owner never asked to join). No other group can hold such an
// account but one it created itself, alone as its admin (joins wait for the address, invitations
// confirm it, and nobody unconfirmed promotes or is promoted): that group stays the owner's. The
// email then counts as confirmed, and passcode sign-in, if it was turned off after wrong codes, is
// back. Each step is idempotent, so a retried link finishes the job.
import { deletePasscode, deletePhoneCode } from '@functions/data/auth-secrets';
import { writeProfile } from '@functions/data/profile';
import { deleteTotpFactor } from '@functions/data/mfa';
import {
  getUserById,
  hasVerifiedEmail,
  hasVerifiedPhone,
  markEmailVerified,
  unlockPasscodeSignIn,
  type User,
} from '@functions/data/users';
import { dropPendingGroup } from '../profile/pending-group-join';

export async function secureForEmailOwner(user: User, now = new Date()): Promise<User> {
  let current = user;
  // While the email was unconfirmed the account was not provably its owner's: a phone confirmed then
  // (e.g. under another address, before an email change to the owner's) is the squatter's as well.
  const heldBySomeoneElse = !hasVerifiedEmail(user);
  if (user.phone && (heldBySomeoneElse || !hasVerifiedPhone(user))) {
    current = await writeProfile(
      { before: user, changes: { phone: null, verifiedPhone: null, verifyBy: 'password' } },
      now,
    );
    await Promise.all([deletePasscode(user.id), deletePhoneCode(user.id)]);
  }
  if (heldBySomeoneElse) {
    // Pending or active: either way the holder's secret, not the owner's.
    await deleteTotpFactor(user.id);
    await dropPendingGroup(user.id);
  }
  await markEmailVerified(user.id, user.email);
  if (user.passcodeLockedAt) await unlockPasscodeSignIn(user.id);
  return (await getUserById(user.id, true)) ?? current;
}
