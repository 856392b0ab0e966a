// Group channels: `private-group-{id}`; a group admin gets a short-lived single-use token to connect.
import { addConnection, removeConnection } from '@functions/data/connections';
import { consumeSocketToken } from '@functions/data/auth-secrets';
import { getUserById } from '@functions/data/users';
import { hashToken } from '@functions/lib/crypto';

export const groupChannel = (groupId: string) => `private-group-${groupId}`;

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
