// A member's profile change reaches their group's copies: the member row (names, email, admin flag
// and the name index keys of GSI1/GSI2), their compliance rows and their progress-report rows (names
// and name key), in one transaction conditioned on the member row's version and admin flag (a toggle
// moves the flag without the version), retried when either moved.
// Runs after the profile write has committed (a consistent follow-up: a failure is logged and the
// next profile write rewrites them), then publishes user-updated. The member row is read before the
// user (strongly consistent), so of two racing profile writes the copy that commits last is the
// user as last written.
import { getUserById, type User } from '@functions/data/users';
import { getMemberRow, memberProfileUpdate } from '@functions/data/group-members';
import { commitGroupWrite } from '@functions/data/group-seats';
import { optimistic, RETRY } from '@functions/data/writes';
import { Conflict } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/caller';
import { logger } from '@functions/lib/logger';
import { writeUserProfile } from './write-user-profile';
import { publishMemberUpdated, publishUserUpdated, revokeGroupChannel } from '../realtime/user-updated';

export async function syncMemberProfile(written: Pick<User, 'id' | 'groupId'>): Promise<void> {
  if (!written.groupId) return;
  const groupId = written.groupId;
  try {
    await optimistic({
      read: async () => {
        const member = await getMemberRow({ id: groupId }, written.id);
        return { member, user: member && (await getUserById(written.id, true)) };
      },
      write: async ({ member, user }) => {
        if (!member || !user) return;
        const next = {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          groupAdmin: user.groupAdmin,
        };
        if (
          next.firstName === member.firstName &&
          next.lastName === member.lastName &&
          next.email === member.email &&
          next.groupAdmin === member.groupAdmin
        )
          return;
        if (!(await commitGroupWrite({ member: memberProfileUpdate(member, next) }))) return RETRY;
        await publishUserUpdated(groupId, { ...member, ...next, version: member.version + 1 });
      },
    });
  } catch (error) {
    if (error instanceof Conflict) {
      logger.warn('Member row kept changing; profile copy left for the next write', { groupId });
      return;
    }
    logger.error('A member profile change did not reach the group rows', { groupId, error: (error as Error).name });
  }
}

/** PATCH /api/users/{id}.json: the profile write, then the group's copies of it. */
export async function updateUser(caller: Caller, userId: string, input: unknown) {
  const reply = await writeUserProfile(caller, userId, input);
  const groupId = caller.user.groupId;
  await syncMemberProfile({ id: reply.user.id, groupId });
  // The admin flag reaches the member row inside the profile write (data/profile.ts), so the sync
  // sees no change to publish: the channel hears it here, and a demoted admin stops hearing it.
  if (groupId && typeof (input as { groupAdmin?: unknown } | null)?.groupAdmin === 'boolean') {
    await publishMemberUpdated(groupId, reply.user.id);
    if (!reply.user.groupAdmin) await revokeGroupChannel(groupId, reply.user.id);
  }
  return reply;
}
