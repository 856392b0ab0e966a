// A group admin's live socket belongs to the session that asked for it: when that session ends
// (logout) or every session does (a password change or reset), its sockets close too, instead of
// hearing the group's channel for up to their 2 hours. A socket whose session was not recorded
// (opened before this was) closes with any of its user's sessions.
import { disconnectUser } from '@functions/adapters/realtime';
import { logger } from '@functions/lib/logger';
import { groupChannel } from './channel-token';

type Owner = { userId: string; groupId: string | null; groupAdmin?: boolean };

/** Closes the sockets `session` opened (at logout). */
export async function closeSessionSockets(user: Owner, sessionHash: string): Promise<void> {
  await closeSockets(user, (opener) => opener === undefined || opener === sessionHash);
}

/** Closes every socket of the user but those `keep` opened (the caller's own session, after a password change). */
export async function closeSocketsOfOtherSessions(user: Owner, keep?: string): Promise<void> {
  await closeSockets(user, (opener) => keep === undefined || opener !== keep);
}

async function closeSockets(user: Owner, which: (opener: string | undefined) => boolean): Promise<void> {
  if (!user.groupId) return;
  try {
    await disconnectUser(groupChannel(user.groupId), user.userId, which);
  } catch (error) {
    logger.warn('Session sockets were not closed', { groupId: user.groupId, error: (error as Error).name });
  }
}
