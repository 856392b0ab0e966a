// Sessions: one item per signed-in browser, keyed by the hash of its cookie token.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, ttlIn } from './table';
import { keys } from './keys';

export interface Session {
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export async function putSession(session: Session): Promise<void> {
  const seconds = Math.max(1, Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000));
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.session(session.tokenHash), type: 'Session', ...session, ttl: ttlIn(seconds) } }),
  );
}

/** Expired sessions are treated as absent even before DynamoDB's TTL sweep removes them. */
export async function getSession(tokenHash: string): Promise<Session | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
  if (!Item || Date.parse(Item.expiresAt as string) <= Date.now()) return null;
  return { tokenHash, userId: Item.userId as string, createdAt: Item.createdAt as string, expiresAt: Item.expiresAt as string };
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}
