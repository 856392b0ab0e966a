// A content admin verifies a group (a hospital known to the company) before its first purchase,
// lifting the unverified groups' email quota (shared/rules/group-mail.ts). Set once, never undone.
import { markGroupVerified } from '@functions/data/groups';
import type { Caller } from '@functions/lib/caller';
import { NotFound } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';

export async function verifyGroup(caller: Caller, groupId: string, now = new Date()) {
  const group = await markGroupVerified(groupId, caller.userId, now.toISOString());
  if (!group?.verifiedAt) throw new NotFound('Group not found');
  logger.info('Group verified', { groupId, verifiedBy: caller.userId });
  return {
    group: { id: group.id, name: group.name, verified: true as const, verifiedAt: group.verifiedAt },
    toaster: { type: 'success' as const, message: `${group.name} is verified.` },
  };
}
