// A join by sign-up code takes effect when the new account's address is confirmed (group-signup.ts):
// the confirmation link joins it, unless it joined a group some other way in between.
import { takePendingGroupJoin } from '@functions/data/group-codes';
import { addGroupMember, getGroup } from '@functions/data/groups';
import type { User } from '@functions/data/users';
import { publishMemberUpdated } from '../realtime/user-updated';

/** Joins the group the account's code named; answers the group's name, or null when nothing was waiting. */
export async function joinPendingGroup(user: Pick<User, 'id' | 'groupId'>, now = new Date()): Promise<string | null> {
  const groupId = await takePendingGroupJoin(user.id);
  if (!groupId || user.groupId) return null;
  const group = await getGroup(groupId);
  if (!group) return null;
  await addGroupMember(groupId, user.id, false, now);
  await publishMemberUpdated(groupId, user.id);
  return group.name;
}

/** Forgets a waiting join (an owner claiming an address someone else typed never joins their group). */
export async function dropPendingGroup(userId: string): Promise<void> {
  await takePendingGroupJoin(userId);
}
