// A signed-in user changes their password: the current password first, unless this session signed
// in with it in the last 15 minutes (a passcode, reset or invitation session always types it);
// every other session of theirs ends, and the account's email is told.
import type { Caller } from '@functions/lib/caller';
import { audit } from '../audit/audit';
import { loadGroupSummary } from '../profile/present-group';
import { sendAccountNotice } from '../profile/account-notices';
import { presentUser } from '../profile/present-user';
import { requireRecentSignIn } from '../profile/recent-sign-in';
import { setNewPassword } from './new-password';
import { closeSocketsOfOtherSessions } from '../realtime/session-sockets';
import { revokeSessionsOf } from './revoke-sessions';

export async function changePassword(caller: Caller, input: { password: string; currentPassword?: string }) {
  await requireRecentSignIn(caller, input.currentPassword);
  await setNewPassword(caller.userId, input.password);
  await revokeSessionsOf(caller.userId, caller.sessionHash);
  await closeSocketsOfOtherSessions({ userId: caller.userId, groupId: caller.user.groupId }, caller.sessionHash);
  await audit('password.changed', { actorId: caller.userId, groupId: caller.user.groupId });
  await sendAccountNotice(caller.user, 'password');
  return { currentUser: await presentUser(caller.user), group: await loadGroupSummary(caller.user.groupId) };
}
