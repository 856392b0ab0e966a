// Realtime connections: per-channel items for fan-out, plus a per-connection item for disconnects.
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName, ttlIn } from './table';
import * as keys from './keys';

/** `sessionHash`: the session the connection was opened under (null: not recorded). */
export async function addConnection(
  connectionId: string,
  channel: string,
  userId: string,
  sessionHash: string | null,
): Promise<void> {
  const ttl = ttlIn(2 * 3600);
  const session = sessionHash ? { sessionHash } : {};
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.connection(connectionId),
              type: 'Connection',
              connectionId,
              channel,
              userId,
              ...session,
              ttl,
            },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.channelConnection(channel, connectionId),
              type: 'ChannelConnection',
              connectionId,
              channel,
              userId,
              ...session,
              ttl,
            },
          },
        },
      ],
    }),
  );
}

export async function removeConnection(connectionId: string): Promise<void> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
  if (!Item) return;
  await Promise.all([
    db().send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(connectionId) })),
    db().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.channelConnection(Item.channel as string, connectionId) }),
    ),
  ]);
}

export async function listChannelConnections(channel: string): Promise<string[]> {
  return (await queryAll<{ connectionId: string }>(keys.channelConnectionsPrefix(channel))).map(
    (item) => item.connectionId,
  );
}

/** A channel's connections with who opened each and under which session (to drop one user's, or one session's). */
export async function listChannelConnectionOwners(
  channel: string,
): Promise<{ connectionId: string; userId: string; sessionHash?: string }[]> {
  return queryAll<{ connectionId: string; userId: string; sessionHash?: string }>(
    keys.channelConnectionsPrefix(channel),
  );
}
