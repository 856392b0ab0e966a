// A content admin verifies a group (a hospital known to the company) before its first purchase,
// lifting the unverified groups' email quota (shared/rules/group-mail.ts). Set once, never undone.
import { markGroupVerified } from '@functions/data/groups';
import type { Caller } from '@functions/lib/caller';
import { NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { audit } from '../audit/audit';
import { ADMIN_MESSAGES } from './messages';

export async function verifyGroup(caller: Caller, groupId: string, now = new Date()) {
  const group = await markGroupVerified(groupId, caller.userId, now.toISOString());
  if (!group?.verifiedAt) throw new NotFound('Group not found');
  await audit('group.verified', { actorId: caller.userId, groupId: group.id }, now);
  return {
    group: { id: group.id, name: group.name, verified: true as const, verifiedAt: group.verifiedAt },
    toaster: successToast(ADMIN_MESSAGES.groupVerified(group.name)),
  };
}
