// One member of the group: their profile as the portal shows it, and removing them.
import type { GroupMember } from '@shared/contracts/groups';
import { getUserCourse, type UserCourse } from '@functions/data/learning';
import { removeMemberWithSeats, type GroupUserCourse } from '@functions/data/group-seats';
import { getGroupInvite, invitationForgetItems } from '@functions/data/group-invitations';
import { getUserById } from '@functions/data/users';
import { retryPause } from '@functions/data/writes';
import { Conflict, Invalid, NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { requireMember } from './enrolment';
import { publishUserUpdated } from './present-member';

export async function groupMemberDetail(group: GroupScope, userId: string): Promise<GroupMember> {
  const member = await requireMember(group, userId);
  const user = await getUserById(userId);
  if (!user) throw new NotFound('Member not found');
  return {
    id: user.id, firstName: user.firstName, middleName: user.middleName, lastName: user.lastName, email: user.email, title: user.title,
    birthDate: user.birthDate, street: user.street, street2: user.street2, city: user.city, state: user.state, zip: user.zip,
    groupAdmin: member.groupAdmin, groupId: group.id, status: member.status,
    phone: user.phone, driversLicenseFile: user.driversLicenseFile ? { filename: user.driversLicenseFile.filename } : null,
  };
}

/**
 * Removes a member: their group courses still in progress are deleted and the seats returned, the
 * member row and counts go, and the user leaves the group, all in one transaction (retried when
 * something moved in between). An admin cannot remove themselves.
 */
export async function removeGroupMember(group: GroupScope, callerId: string, userId: string): Promise<{ name: string }> {
  if (userId === callerId) throw Invalid.field('base', 'You cannot remove yourself from your group.');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (attempt > 0) await retryPause(attempt);
    const member = await requireMember(group, userId);
    const courses = await Promise.all(Object.keys(member.pendingCourses).map((uuid) => getUserCourse(userId, uuid)));
    const pending = courses.filter((c): c is UserCourse & GroupUserCourse => !!c && c.status === 'in_progress' && (c as Partial<GroupUserCourse>).groupId === group.id);
    // Their invitation goes too, so they can be invited again.
    const invite = await getGroupInvite(group.id, member.email);
    if (await removeMemberWithSeats(member, pending, invite ? invitationForgetItems(invite) : [])) {
      await publishUserUpdated(group.id, member, true);
      return { name: `${member.firstName} ${member.lastName}` };
    }
  }
  throw new Conflict('The member changed while being removed; please try again.');
}
