// `user-updated` on a group's channel: the member row as the portal shows it. Here in realtime (not
// groups) because learning, auth and groups all publish it, and groups imports those domains.
import type { GroupUser } from '@shared/contracts/groups';
import { getMemberRow, type MemberRow } from '@functions/data/group-members';
import { disconnectUser, publish } from '@functions/adapters/realtime';
import { logger } from '@functions/lib/logger';
import { groupChannel } from './channel-token';

export const presentGroupUser = (row: MemberRow): GroupUser => ({
  id: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  pendingCourses: Object.values(row.pendingCourses).map((course) => ({
    name: course.name,
    color: course.color,
    productId: course.productId,
  })),
  compliantCourses: row.compliantCourses,
  nonCompliantCourses: row.nonCompliantCourses,
  ce: row.ce,
  lastSignInAt: row.lastSignInAt,
  lastLoginAt: row.lastSignInAt,
  groupAdmin: row.groupAdmin,
  status: row.status,
  joinedAt: row.joinedAt,
});

/**
 * `user-updated` on the group's channel with the member's row as written (or `removed` for a member
 * who left). The write has committed: a failed publish is logged, never the caller's error.
 */
export async function publishUserUpdated(groupId: string, row: MemberRow, removed = false): Promise<void> {
  try {
    await publish(
      groupChannel(groupId),
      'user-updated',
      removed ? { id: row.userId, removed: true } : presentGroupUser(row),
    );
  } catch (error) {
    logger.warn('user-updated was not published', { groupId, error: (error as Error).name });
  }
}

/**
 * For writes that change what the portal shows of a member without writing their row (joining,
 * course progress): reads the row and publishes it. Never the caller's error; nothing for a
 * user who is not (or no longer) a member of the group.
 */
export async function publishMemberUpdated(groupId: string, userId: string): Promise<void> {
  try {
    const row = await getMemberRow({ id: groupId }, userId);
    if (row) await publishUserUpdated(groupId, row);
  } catch (error) {
    logger.warn('user-updated was not published', { groupId, error: (error as Error).name });
  }
}

/** A member who is no longer an admin of the group (demoted, removed) stops hearing its channel at once. */
export async function revokeGroupChannel(groupId: string, userId: string): Promise<void> {
  try {
    await disconnectUser(groupChannel(groupId), userId);
  } catch (error) {
    logger.warn('Channel connections were not closed', { groupId, error: (error as Error).name });
  }
}
