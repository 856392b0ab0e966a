// One member of the group: their profile as the portal shows it (never their private fields), and removing them.
import type { GroupMember } from '@shared/contracts/groups';
import { getUserCourse, type UserCourse } from '@functions/data/learning';
import {
  externalCertificationRemove,
  getExternalCertifications,
  type ExternalCertificationItem,
} from '@functions/data/group-certifications';
import {
  memberExpirationsDelete,
  memberRowDelete,
  memberRowUpdate,
  type MemberRow,
} from '@functions/data/group-members';
import {
  commitGroupWrite,
  removeMemberWithSeats,
  unenrollItems,
  type GroupUserCourse,
} from '@functions/data/group-seats';
import { getGroupInvite, invitationForgetItems } from '@functions/data/group-invitations';
import { getUserById } from '@functions/data/users';
import { optimistic, RETRY } from '@functions/data/writes';
import { Invalid, NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { successToast } from '@functions/lib/toasts';
import { audit } from '../audit/audit';
import { discardFile } from '../uploads/claim-upload';
import { requireMember } from './enrollment';
import { GROUP_MESSAGES } from './messages';
import { withExpiration } from './member-expirations';
import { publishUserUpdated } from './present-member';
import { revokeGroupChannel } from '../realtime/user-updated';
import { presentGroupMember } from '../profile/present-group-member';

export async function getUser(group: GroupScope, userId: string): Promise<GroupMember> {
  const member = await requireMember(group, userId);
  const user = await getUserById(userId);
  if (!user) throw new NotFound('Member not found');
  return presentGroupMember(user, member);
}

/** One transaction's items at most (DynamoDB). */
const TRANSACTION_ITEMS = 100;

/**
 * Removes a member: their group courses not finished (in progress or failed) are deleted and the
 * seats returned, their compliance and progress-report rows and external certifications go, the
 * member row and counts go, and the user leaves the group, in one transaction (retried when
 * something moved in between); the certificate files are deleted after it. A member with more rows
 * than one transaction holds is trimmed first, in batches that each leave the row consistent (see
 * docs/data-model.md), the member row last. An admin cannot remove themselves.
 */
export async function removeUser(group: GroupScope, callerId: string, userId: string) {
  if (userId === callerId) throw Invalid.field('base', 'You cannot remove yourself from your group.');
  const { name } = await removeMember(group, userId, callerId);
  return { toaster: successToast(GROUP_MESSAGES.memberRemoved(name)) };
}

/** The removal itself, for an admin's request or for an email owner's claim (the actor is then the member). */
export async function removeMember(group: GroupScope, userId: string, actorId: string): Promise<{ name: string }> {
  return optimistic({
    write: async () => {
      let plan = await removalPlan(group, userId);
      // A member too large for one transaction is trimmed batch by batch first: each batch is
      // progress, so only a lost race (a batch or the removal refused) reads again as an attempt.
      while (plan.size > TRANSACTION_ITEMS) {
        if (!(await trimMember(group, plan.member, plan.certs, plan.size - TRANSACTION_ITEMS))) return RETRY;
        plan = await removalPlan(group, userId);
      }
      const { member, pending, alongside, certs } = plan;
      if (!(await removeMemberWithSeats(member, pending, alongside))) return RETRY;
      await Promise.all(certs.map((cert) => discardFile(cert.certFile)));
      await publishUserUpdated(group.id, member, true);
      await revokeGroupChannel(group.id, userId);
      await audit('member.removed', { actorId, subjectId: userId, groupId: group.id });
      return { name: `${member.firstName} ${member.lastName}` };
    },
    conflict: 'The member changed while being removed; please try again.',
  });
}

/** What removing the member writes, as read now, and how many transaction items it takes. */
async function removalPlan(group: GroupScope, userId: string) {
  const member = await requireMember(group, userId);
  const courses = await Promise.all(Object.keys(member.pendingCourses).map((uuid) => getUserCourse(userId, uuid)));
  const pending = courses.filter(
    (c): c is UserCourse & GroupUserCourse =>
      !!c &&
      (c.status === 'in_progress' || c.status === 'failed') &&
      (c as Partial<GroupUserCourse>).groupId === group.id,
  );
  const certs = await getExternalCertifications(
    group,
    Object.entries(member.expirations ?? {})
      .filter(([, entry]) => entry.source === 'external')
      .map(([id]) => id),
  );
  // Their invitation goes too, so they can be invited again.
  const invite = await getGroupInvite(group.id, member.email);
  const alongside = [
    ...(invite ? invitationForgetItems(invite) : []),
    ...certs.map((cert) => externalCertificationRemove(group.id, cert.id)),
  ];
  // The member row's own items (its delete, counters and sort entries) and the user's update.
  const size =
    pending.flatMap(unenrollItems).length +
    alongside.length +
    memberExpirationsDelete(member).length +
    memberRowDelete(member).length +
    1;
  return { member, pending, alongside, certs, size };
}

/**
 * One batch of a large removal: enough of the member's entries (passes and certifications) to save
 * `excess` items later, deleted with their rows, day counters and certifications, and the member
 * row updated without them (version as read, counts and status moved): consistent if the removal
 * stops here. False when the member row moved (read again).
 */
async function trimMember(
  group: GroupScope,
  member: MemberRow,
  certs: ExternalCertificationItem[],
  excess: number,
): Promise<boolean> {
  const byId = new Map(certs.map((cert) => [cert.id, cert]));
  const chosen: string[] = [];
  const batchItems = () => memberExpirationsDelete(member, chosen).length + chosen.filter((id) => byId.has(id)).length;
  let after = member;
  for (const [id, entry] of Object.entries(member.expirations ?? {})) {
    // An entry adds at most 5 items: stop well inside the transaction (the member row's update takes
    // up to 12 more: the row, the status counters and two moves for each of five sort entries).
    if (batchItems() >= Math.min(excess, TRANSACTION_ITEMS - 20)) break;
    chosen.push(id);
    after = {
      ...after,
      ...withExpiration(after, id, null, entry.source === 'external' ? -(byId.get(id)?.ceCredits ?? 0) : 0),
    };
  }
  if (!chosen.length) return false; // only pending courses left over: nothing to trim
  const removed = chosen.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const committed = await commitGroupWrite({
    member: memberRowUpdate(member, after),
    expirations: memberExpirationsDelete(member, chosen),
    certifications: removed.map((cert) => externalCertificationRemove(group.id, cert.id)),
  });
  if (committed) await Promise.all(removed.map((cert) => discardFile(cert.certFile)));
  return committed;
}
