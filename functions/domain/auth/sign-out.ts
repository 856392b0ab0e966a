// Logout: the session's group sockets close, then the session itself (a fresh pre-session follows).
import type { Caller } from '@functions/lib/caller';
import { closeSessionSockets } from '../realtime/session-sockets';
import { closeSession } from './sessions';

export async function logout(caller: Caller | null) {
  if (caller) await closeSessionSockets({ userId: caller.userId, groupId: caller.user.groupId }, caller.sessionHash);
  return closeSession(caller);
}
