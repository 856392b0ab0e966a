// How the portal shows a member row, and the live update that carries it.
import type { GroupUser } from '@shared/contracts/groups';
import type { MemberRow } from '@functions/data/group-members';
import { publish } from '@functions/adapters/realtime';
import { logger } from '@functions/lib/logger';
import { groupChannel } from '../realtime/channel-token';

export const presentGroupUser = (row: MemberRow): GroupUser => ({
  id: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  pendingCourses: Object.values(row.pendingCourses).map((course) => ({ name: course.name, color: course.color, productId: course.productId })),
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
    await publish(groupChannel(groupId), 'user-updated', removed ? { id: row.userId, removed: true } : presentGroupUser(row));
  } catch (error) {
    logger.warn('user-updated was not published', { groupId, error: (error as Error).name });
  }
}
