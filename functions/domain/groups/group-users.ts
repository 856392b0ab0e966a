// The group portal's member list: a page of the group's member items, then those users' profiles.
import type { GroupUser } from '@shared/contracts/groups';
import type { PageQuery } from '@shared/contracts/contract';
import { listGroupMembersPage, type GroupMember } from '@functions/data/groups';
import { getUsersByIds, type User } from '@functions/data/users';
import type { GroupScope } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';

const presentGroupUser = (member: GroupMember, user: User): GroupUser => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  groupAdmin: member.groupAdmin,
  joinedAt: member.joinedAt,
});

/**
 * One page of the scoped group's members in member order (user id), with the group's member count
 * as the total: one Query for the page and one BatchGet for the profiles, whatever the group's size.
 */
export async function groupUsersPage(group: GroupScope, request: PageQuery) {
  const page = await listGroupMembersPage(group, request);
  const users = new Map((await getUsersByIds(page.items.map((member) => member.userId))).map((user) => [user.id, user]));
  const data = page.items.flatMap((member) => {
    const user = users.get(member.userId);
    // A member item is written only with an existing profile; one without is skipped, not a 500 for the whole list.
    if (!user) logger.warn('Group member without a user profile', { groupId: group.id, memberUserId: member.userId });
    return user ? [presentGroupUser(member, user)] : [];
  });
  return { data, pagination: page.pagination };
}
