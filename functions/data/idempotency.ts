// Idempotency records: the claim on an Idempotency-Key while its first request runs, then the
// reply that request gave (replayed to retries for 24 h, then removed by the table's TTL). A claim
// given back by a failed attempt stays as 'released' with the name its work was done under, so the
// retry carries on that work (the same charge) rather than starting new work. Records written
// before `workKey` existed (at most a day old) fall back to the caller's proposal.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isConditionalCheckFailure } from './writes';
import { db, tableName, ttlIn } from './table';
import { itemSchema, parseItem, stringMap } from './items';
import * as keys from './keys';

export interface IdempotencyId {
  /** The caller's user id; anonymous: `anonymous:<hash of the pre-session cookie>` (plain 'anonymous' without one). */
  owner: string;
  /** `METHOD /path` of the contract. */
  operation: string;
  key: string;
}

/** A reply as the handler returned it, without cookies (a replay never hands out a session). */
export interface StoredReply {
  statusCode: number;
  headers: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
}

export interface IdempotencyRecord {
  requestHash: string;
  state: 'pending' | 'done' | 'released';
  claimedAt: string;
  reply: StoredReply | null;
}

// A pending claim has no reply yet.
const idempotencyKeySchema = /* @__PURE__ */ itemSchema('IdempotencyKey', () =>
  z.looseObject({
    requestHash: z.string(),
    state: z.enum(['pending', 'done', 'released']),
    claimedAt: z.string(),
    workKey: z.optional(z.string()),
    reply: z.optional(
      z.looseObject({
        statusCode: z.number(),
        headers: stringMap(z.string()),
        body: z.optional(z.string()),
        isBase64Encoded: z.optional(z.boolean()),
      }),
    ),
  }),
);

export interface Claim {
  requestHash: string;
  /** Random per attempt: only the attempt holding the claim may complete or release it. */
  claimToken: string;
  now: Date;
  /** A pending claim older than this is presumed dead (its Lambda timed out) and may be taken over. */
  leaseSeconds: number;
  /** How long the reply answers repeats: a done record older than this is gone, whether or not the table's TTL has removed it yet. */
  ttlSeconds: number;
  /** What a new claim names its work after; a claim taken over (dead or released attempt) keeps the name it had. */
  workKey: string;
}

const key = (id: IdempotencyId) => keys.idempotencyKey(id.owner, id.operation, id.key);

export type ClaimResult = { claimed: true; workKey: string } | { claimed: false; record: IdempotencyRecord | null };

/**
 * Claims the key: a new claim (no record, or one whose window is over) with a conditional put; else
 * the same request's dead or released claim is taken over with its work name. When another attempt
 * holds it, returns that record (null: it vanished between our writes and our read, and the caller
 * answers "still in progress").
 */
export async function claimIdempotencyKey(id: IdempotencyId, claim: Claim): Promise<ClaimResult> {
  const claimedAt = claim.now.toISOString();
  const expiredBefore = new Date(claim.now.getTime() - claim.ttlSeconds * 1000).toISOString();
  // A dead claim taken over keeps its work name only while its window could still be running.
  const abandonedBefore = new Date(claim.now.getTime() - (claim.ttlSeconds + claim.leaseSeconds) * 1000).toISOString();
  const ttl = ttlIn(claim.ttlSeconds, claim.now.getTime());
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key(id),
          type: 'IdempotencyKey',
          state: 'pending',
          requestHash: claim.requestHash,
          claimToken: claim.claimToken,
          claimedAt,
          workKey: claim.workKey,
          ttl,
        },
        ConditionExpression:
          'attribute_not_exists(PK) OR (#state <> :pending AND claimedAt < :expiredBefore) OR claimedAt < :abandonedBefore',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':expiredBefore': expiredBefore,
          ':abandonedBefore': abandonedBefore,
        },
      }),
    );
    return { claimed: true, workKey: claim.workKey };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(id),
        UpdateExpression: 'SET #state = :pending, claimToken = :token, claimedAt = :claimedAt, #ttl = :ttl',
        ConditionExpression:
          'requestHash = :hash AND ((#state = :pending AND claimedAt < :staleBefore) OR (#state = :released AND claimedAt >= :expiredBefore))',
        ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':released': 'released',
          ':token': claim.claimToken,
          ':claimedAt': claimedAt,
          ':ttl': ttl,
          ':hash': claim.requestHash,
          ':staleBefore': new Date(claim.now.getTime() - claim.leaseSeconds * 1000).toISOString(),
          ':expiredBefore': expiredBefore,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { claimed: true, workKey: parseItem(idempotencyKeySchema, Attributes!).workKey ?? claim.workKey };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
  return { claimed: false, record: await getIdempotencyRecord(id) };
}

/** The key's record as it stands (strongly consistent), or null when there is none. */
export async function getIdempotencyRecord(id: IdempotencyId): Promise<IdempotencyRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key(id), ConsistentRead: true }));
  if (!Item) return null;
  const record = parseItem(idempotencyKeySchema, Item);
  return {
    requestHash: record.requestHash,
    state: record.state,
    claimedAt: record.claimedAt,
    reply: record.reply ?? null,
  };
}

/** Stores the reply of the attempt that holds the claim. */
export async function completeIdempotencyKey(id: IdempotencyId, claimToken: string, reply: StoredReply): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(id),
      UpdateExpression: 'SET #state = :done, reply = :reply',
      ConditionExpression: 'claimToken = :token',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': 'done', ':reply': reply, ':token': claimToken },
    }),
  );
}

/**
 * Gives the key back (the attempt failed unexpectedly) so a retry can run: under the same work name
 * within the key's window, since the failed attempt may have got as far as a charge.
 */
export async function releaseIdempotencyKey(id: IdempotencyId, claimToken: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(id),
        UpdateExpression: 'SET #state = :released REMOVE claimToken',
        ConditionExpression: 'claimToken = :token',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':token': claimToken, ':released': 'released' },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
