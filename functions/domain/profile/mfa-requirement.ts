// Whether an account must use two-step verification (shared/rules/mfa.ts): content admins always,
// group admins while their group has more than 50 members. Judged on every request (not only at
// sign-in), so an admin promoted, or whose group grew, is asked at once. Only a group admin's
// answer needs a read (the group's kept member count). Here in profile, next to present-user,
// because auth imports profile and not the other way round.
import { mfaDependsOnGroup, mfaRequiredFor } from '@shared/rules/mfa';
import { getGroup } from '@functions/data/groups';
import type { User } from '@functions/data/users';

export async function isMfaRequired(user: User): Promise<boolean> {
  const count = mfaDependsOnGroup(user) ? ((await getGroup(user.groupId!))?.memberCount ?? null) : null;
  return mfaRequiredFor(user, count);
}

/** An admin who must have two-step verification and has not set it up: only the setup routes answer them. */
export async function mustSetUpMfa(user: User): Promise<boolean> {
  return !user.mfaEnabled && (user.contentAdmin || user.groupAdmin) && (await isMfaRequired(user));
}
