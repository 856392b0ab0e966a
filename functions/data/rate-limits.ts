// Fixed-window counters for login, passcode and reset attempts.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isConditionalCheckFailure } from './writes';
import { db, tableName, ttlIn } from './table';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';

// Every write ADDs to `attempts`, so a window's item always has it.
const rateLimitSchema = /* @__PURE__ */ itemSchema('RateLimit', () => z.looseObject({ attempts: z.number() }));

const windowOf = (windowSeconds: number, now: number) => Math.floor(now / 1000 / windowSeconds) * windowSeconds;

/** Adds one attempt to the current window and returns the window's count. */
export async function countAttempt(
  scope: string,
  subject: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateLimit(scope, subject, windowOf(windowSeconds, now)),
      UpdateExpression: 'ADD attempts :one SET #ttl = if_not_exists(#ttl, :ttl), #type = :type',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttlIn(windowSeconds * 2, now), ':type': 'RateLimit' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes ? parseItem(rateLimitSchema, Attributes).attempts : 1;
}

/** The current window's count, without adding an attempt. */
export async function currentAttempts(
  scope: string,
  subject: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.rateLimit(scope, subject, windowOf(windowSeconds, now)) }),
  );
  return Item ? parseItem(rateLimitSchema, Item).attempts : 0;
}

/** A slot taken in one window: giving it back must hit that window, even once the next has begun. */
export interface ReservedSlot {
  scope: string;
  subject: string;
  windowStart: number;
}

/**
 * Takes one of the window's `max` slots in a single conditional write, so parallel requests cannot
 * all see a free slot; null when they are all taken.
 */
export async function reserveAttempt(
  scope: string,
  subject: string,
  windowSeconds: number,
  max: number,
  now = Date.now(),
): Promise<ReservedSlot | null> {
  const windowStart = windowOf(windowSeconds, now);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateLimit(scope, subject, windowStart),
        UpdateExpression: 'ADD attempts :one SET #ttl = if_not_exists(#ttl, :ttl), #type = :type',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
        ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': max,
          ':ttl': ttlIn(windowSeconds * 2, now),
          ':type': 'RateLimit',
        },
      }),
    );
    return { scope, subject, windowStart };
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Gives a reserved slot back (the attempt did not count after all); a window already swept stays gone. */
export async function releaseAttempt(slot: ReservedSlot): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateLimit(slot.scope, slot.subject, slot.windowStart),
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attribute_exists(attempts)',
        ExpressionAttributeValues: { ':minusOne': -1 },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
