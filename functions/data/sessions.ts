// Sessions: one item per signed-in browser, keyed by the hash of its cookie token, plus an index
// item in the user's partition so every session of a user can be found and revoked.
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isConditionalCheckFailure } from './writes';
import { db, queryAll, tableName, ttlIn } from './table';
import { itemSchema, optionalNullableString, parseItem } from './items';
import * as keys from './keys';

const SIGN_IN_METHODS = ['password', 'signUp', 'passcode', 'reset', 'invitation', 'google'] as const;
const SECOND_FACTORS = ['totp', 'recoveryCode'] as const;

/**
 * How a session signed in. Only a password sign-in (or a sign-up, which just set the password) can
 * stand in for the current password at a step-up; null for sessions opened before this was recorded.
 */
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** The second factor a sign-in also proved (two-step verification); null when none was asked. */
export type SecondFactor = (typeof SECOND_FACTORS)[number];

export interface Session {
  tokenHash: string;
  userId: string;
  method: SignInMethod | null;
  secondFactor: SecondFactor | null;
  /** When the user signed in (password, passcode or reset link): the step-up clock. */
  createdAt: string;
  /** Absolute expiry. */
  expiresAt: string;
  /** Last request seen, refreshed at most hourly (the idle clock). */
  lastSeenAt: string;
}

// Sessions opened before the method, second factor or idle clock were recorded have none of them.
const sessionSchema = /* @__PURE__ */ itemSchema('Session', () =>
  z.looseObject({
    userId: z.string(),
    method: z.optional(z.nullable(z.enum(SIGN_IN_METHODS))),
    secondFactor: z.optional(z.nullable(z.enum(SECOND_FACTORS))),
    createdAt: z.string(),
    expiresAt: z.string(),
    lastSeenAt: optionalNullableString(),
  }),
);
const userSessionSchema = /* @__PURE__ */ itemSchema('UserSession', () => z.looseObject({ tokenHash: z.string() }));

const secondsUntil = (iso: string) => Math.max(1, Math.floor((Date.parse(iso) - Date.now()) / 1000));

/** Writes the session and its index item together. */
export async function putSession(session: Session): Promise<void> {
  const ttl = ttlIn(secondsUntil(session.expiresAt));
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.session(session.tokenHash), type: 'Session', ...session, ttl },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.userSession(session.userId, session.tokenHash),
              type: 'UserSession',
              tokenHash: session.tokenHash,
              ttl,
            },
          },
        },
      ],
    }),
  );
}

/** Expired sessions are treated as absent even before DynamoDB's TTL sweep removes them. */
export async function getSession(tokenHash: string): Promise<Session | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
  if (!Item) return null;
  const session = parseItem(sessionSchema, Item);
  if (Date.parse(session.expiresAt) <= Date.now()) return null;
  return {
    tokenHash,
    userId: session.userId,
    method: session.method ?? null,
    secondFactor: session.secondFactor ?? null,
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
    lastSeenAt: session.lastSeenAt ?? session.createdAt,
  };
}

/** Moves the idle clock; a session deleted meanwhile stays deleted. */
export async function touchSession(tokenHash: string, lastSeenAt: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(tokenHash),
        UpdateExpression: 'SET lastSeenAt = :seen',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':seen': lastSeenAt },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Ends a session by its own item only (an idle one, found while resolving a caller): every route may
 * write session items but not the user's partition, whose index entry expires with the session's TTL
 * (revokeSessionsOf tolerates an entry whose session is gone).
 */
export async function expireSession(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}

export async function deleteSession(tokenHash: string, userId: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.session(tokenHash) } },
        { Delete: { TableName: tableName(), Key: keys.userSession(userId, tokenHash) } },
      ],
    }),
  );
}

/** Token hashes of every open session of a user (strongly consistent: a session opened a moment ago is included). */
export async function listUserSessionHashes(userId: string): Promise<string[]> {
  const sessions = await queryAll(keys.userSessionsPrefix(userId), { consistent: true, item: userSessionSchema });
  return sessions.map((item) => item.tokenHash);
}
