// Realtime connections: per-channel items for fan-out, plus a per-connection item for disconnects.
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, queryAll, tableName, ttlIn } from './table';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';

// Both items of a connection (its own and its channel's) carry the same fields; connections opened
// before sessions were recorded have no sessionHash.
const connectionFields = () => ({
  connectionId: z.string(),
  channel: z.string(),
  userId: z.string(),
  sessionHash: z.optional(z.string()),
});
const connectionSchema = /* @__PURE__ */ itemSchema('Connection', () => z.looseObject(connectionFields()));
const channelConnectionSchema = /* @__PURE__ */ itemSchema('ChannelConnection', () =>
  z.looseObject(connectionFields()),
);

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
  const { channel } = parseItem(connectionSchema, Item);
  await Promise.all([
    db().send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(connectionId) })),
    db().send(new DeleteCommand({ TableName: tableName(), Key: keys.channelConnection(channel, connectionId) })),
  ]);
}

export async function listChannelConnections(channel: string): Promise<string[]> {
  const connections = await queryAll(keys.channelConnectionsPrefix(channel), { item: channelConnectionSchema });
  return connections.map((item) => item.connectionId);
}

/** A channel's connections with who opened each and under which session (to drop one user's, or one session's). */
export async function listChannelConnectionOwners(
  channel: string,
): Promise<{ connectionId: string; userId: string; sessionHash?: string }[]> {
  const connections = await queryAll(keys.channelConnectionsPrefix(channel), { item: channelConnectionSchema });
  return connections.map(({ connectionId, userId, sessionHash }) => ({ connectionId, userId, sessionHash }));
}
