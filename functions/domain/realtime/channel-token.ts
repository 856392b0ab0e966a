// Group channels: `private-group-{id}`; a group admin gets a short-lived single-use token to connect.
import { SOCKET_TOKEN_VALID_SECONDS } from '@shared/constants';
import { addConnection, removeConnection } from '@functions/data/connections';
import { consumeSocketToken, putSocketToken } from '@functions/data/auth-secrets';
import { getUserById } from '@functions/data/users';
import type { GroupScope } from '@functions/lib/group-scope';
import { requireEnv } from '@functions/lib/env';
import { hashToken, newToken } from '@functions/lib/crypto';

export const groupChannel = (groupId: string) => `private-group-${groupId}`;

/** A group admin's token for their own group's channel (members' data flows there, so admins only). */
export async function issueChannelToken(
  group: GroupScope,
  caller: { userId: string; sessionHash: string },
  now = new Date(),
) {
  const token = newToken();
  const channel = groupChannel(group.id);
  const expiresAt = new Date(now.getTime() + SOCKET_TOKEN_VALID_SECONDS * 1000).toISOString();
  await putSocketToken(hashToken(token), caller.userId, channel, expiresAt, caller.sessionHash);
  return { token, channel, url: requireEnv('REALTIME_URL'), expiresAt };
}

/** $connect: true when the token was valid, and the connection is then subscribed. */
export async function connectWithToken(connectionId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const grant = await consumeSocketToken(hashToken(token));
  if (!grant) return false;
  // The token outlives a demotion or removal by up to its 5 minutes: the rights are checked again now.
  const user = await getUserById(grant.userId, true);
  if (!user?.groupAdmin || !user.groupId || groupChannel(user.groupId) !== grant.channel) return false;
  await addConnection(connectionId, grant.channel, grant.userId, grant.sessionHash);
  return true;
}

export const disconnect = (connectionId: string) => removeConnection(connectionId);
