// Fixed-window counters for login, passcode and reset attempts.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, ttlIn } from './table';
import { keys } from './keys';

/** Adds one attempt to the current window and returns the window's count. */
export async function countAttempt(scope: string, subject: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateLimit(scope, subject, windowStart),
      UpdateExpression: 'ADD attempts :one SET #ttl = if_not_exists(#ttl, :ttl), #type = :type',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttlIn(windowSeconds * 2, now), ':type': 'RateLimit' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return (Attributes?.attempts as number | undefined) ?? 1;
}

/** The current window's count, without adding an attempt. */
export async function currentAttempts(scope: string, subject: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.rateLimit(scope, subject, windowStart) }));
  return (Item?.attempts as number | undefined) ?? 0;
}
