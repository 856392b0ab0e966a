// A signed-in user changes their password: step-up first; every other session of theirs ends.
import type { Caller } from '@functions/lib/caller';
import { audit } from '../audit/audit';
import { loadGroupSummary } from '../groups/present-group';
import { presentUser } from '../profile/present-user';
import { setNewPassword } from './new-password';
import { revokeSessionsOf } from './sessions';
import { requireRecentSignIn } from './step-up';

export async function changePassword(caller: Caller, input: { password: string; currentPassword?: string }) {
  await requireRecentSignIn(caller, input.currentPassword);
  await setNewPassword(caller.userId, input.password);
  await revokeSessionsOf(caller.userId, caller.sessionHash);
  await audit('password.changed', { actorId: caller.userId, groupId: caller.user.groupId });
  return { currentUser: presentUser(caller.user), group: await loadGroupSummary(caller.user.groupId) };
}
