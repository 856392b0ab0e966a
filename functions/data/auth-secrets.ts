// Short-lived secrets we issue: one-time passcodes, phone codes, password-reset and email-verification
// tokens, realtime tokens.
// Only hashes are stored; each carries a TTL.
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isConditionalCheckFailure } from './writes';
import { db, queryAll, tableName, ttlIn } from './table';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';

export interface Passcode {
  userId: string;
  codeHash: string;
  expiresAt: string;
  attempts: number;
}

const codeFields = () => ({ userId: z.string(), codeHash: z.string(), expiresAt: z.string(), attempts: z.number() });
const passcodeSchema = /* @__PURE__ */ itemSchema<Passcode>('Passcode', () => z.looseObject(codeFields()));
const phoneCodeSchema = /* @__PURE__ */ itemSchema<PhoneCode>('PhoneCode', () =>
  z.looseObject({ ...codeFields(), phone: z.string() }),
);

/** A new passcode replaces the previous one, which therefore expires at once. */
export async function putPasscode(passcode: Passcode): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.passcode(passcode.userId), type: 'Passcode', ...passcode, ttl: ttlIn(3600) },
    }),
  );
}

/**
 * Takes one of the passcode's `maxAttempts` checks in one conditional write (parallel guesses cannot
 * all read a low count) and returns the passcode to compare; null when it is gone, expired or used up.
 */
export async function spendPasscodeAttempt(userId: string, maxAttempts: number, now: Date): Promise<Passcode | null> {
  const attributes = await spendCodeAttempt(keys.passcode(userId), maxAttempts, now);
  if (!attributes) return null;
  const { codeHash, expiresAt, attempts } = parseItem(passcodeSchema, attributes);
  return { userId, codeHash, expiresAt, attempts };
}

async function spendCodeAttempt(
  key: { PK: string; SK: string },
  maxAttempts: number,
  now: Date,
): Promise<Record<string, unknown> | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(PK) AND attempts < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ?? null;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

export async function deletePasscode(userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.passcode(userId) }));
}

/** A code confirming a phone number: bound to that number, checked like a passcode (a few attempts, then gone). */
export interface PhoneCode extends Passcode {
  phone: string;
}

export async function putPhoneCode(code: PhoneCode): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.phoneCode(code.userId), type: 'PhoneCode', ...code, ttl: ttlIn(3600) },
    }),
  );
}

export async function spendPhoneCodeAttempt(userId: string, maxAttempts: number, now: Date): Promise<PhoneCode | null> {
  const attributes = await spendCodeAttempt(keys.phoneCode(userId), maxAttempts, now);
  if (!attributes) return null;
  const { phone, codeHash, expiresAt, attempts } = parseItem(phoneCodeSchema, attributes);
  return { userId, phone, codeHash, expiresAt, attempts };
}

export async function deletePhoneCode(userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.phoneCode(userId) }));
}

/** The link and its index item in the user's partition, together (so a successful reset finds every link). */
export async function putPasswordReset(tokenHash: string, userId: string, expiresAt: string): Promise<void> {
  const ttl = ttlIn(86400);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.passwordReset(tokenHash), type: 'PasswordReset', userId, expiresAt, ttl },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.userPasswordReset(userId, tokenHash), type: 'UserPasswordReset', tokenHash, ttl },
          },
        },
      ],
    }),
  );
}

const userPasswordResetSchema = /* @__PURE__ */ itemSchema('UserPasswordReset', () =>
  z.looseObject({ tokenHash: z.string() }),
);

/**
 * Ends every outstanding reset link of a user (after one was used). Links issued before the index
 * existed are not found; they expire within their 24 hours.
 */
export async function deleteUserPasswordResets(userId: string): Promise<void> {
  const links = await queryAll(keys.userPasswordResetsPrefix(userId), {
    consistent: true,
    item: userPasswordResetSchema,
  });
  await Promise.all(
    links.map(({ tokenHash }) =>
      db().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: tableName(), Key: keys.passwordReset(tokenHash) } },
            { Delete: { TableName: tableName(), Key: keys.userPasswordReset(userId, tokenHash) } },
          ],
        }),
      ),
    ),
  );
}

export interface EmailVerification {
  userId: string;
  email: string;
  expiresAt: string;
}

const emailVerificationSchema = /* @__PURE__ */ itemSchema<EmailVerification>('EmailVerification', () =>
  z.looseObject({ userId: z.string(), email: z.string(), expiresAt: z.string() }),
);
const verificationOf = (item: Record<string, unknown>): EmailVerification => {
  const { userId, email, expiresAt } = parseItem(emailVerificationSchema, item);
  return { userId, email, expiresAt };
};

export async function putEmailVerification(tokenHash: string, verification: EmailVerification): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.emailVerification(tokenHash), type: 'EmailVerification', ...verification, ttl: ttlIn(2 * 86400) },
    }),
  );
}

export async function getEmailVerification(tokenHash: string): Promise<EmailVerification | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.emailVerification(tokenHash), ConsistentRead: true }),
  );
  return Item ? verificationOf(Item) : null;
}

/** Uses the link up (a conditional delete: of two requests only one gets it). */
export async function consumeEmailVerification(tokenHash: string): Promise<EmailVerification | null> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.emailVerification(tokenHash),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? verificationOf(Attributes) : null;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

const passwordResetSchema = /* @__PURE__ */ itemSchema('PasswordReset', () =>
  z.looseObject({ userId: z.string(), expiresAt: z.string() }),
);

/**
 * Claims a reset link for one attempt (a conditional write, so two requests cannot both use it).
 * A claim older than `leaseSeconds` belongs to an attempt that died and may be taken over.
 */
export async function claimPasswordReset(
  tokenHash: string,
  now: Date,
  leaseSeconds: number,
): Promise<{ userId: string; expiresAt: string } | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.passwordReset(tokenHash),
        UpdateExpression: 'SET claimedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(claimedAt) OR claimedAt < :staleBefore)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':staleBefore': new Date(now.getTime() - leaseSeconds * 1000).toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (!Attributes) return null;
    const { userId, expiresAt } = parseItem(passwordResetSchema, Attributes);
    return { userId, expiresAt };
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** The attempt failed before the password was set: the link stays usable. */
export async function releasePasswordReset(tokenHash: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.passwordReset(tokenHash),
        UpdateExpression: 'REMOVE claimedAt',
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

export async function deletePasswordReset(tokenHash: string, userId: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.passwordReset(tokenHash) } },
        { Delete: { TableName: tableName(), Key: keys.userPasswordReset(userId, tokenHash) } },
      ],
    }),
  );
}

/** `sessionHash`: the session that asked, so its sockets close when it ends. */
export async function putSocketToken(
  tokenHash: string,
  userId: string,
  channel: string,
  expiresAt: string,
  sessionHash: string,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.socketToken(tokenHash),
        type: 'SocketToken',
        userId,
        channel,
        expiresAt,
        sessionHash,
        ttl: ttlIn(600),
      },
    }),
  );
}

// Tokens live 5 minutes: one written before sessions were recorded has no sessionHash (read as null).
const socketTokenSchema = /* @__PURE__ */ itemSchema('SocketToken', () =>
  z.looseObject({
    userId: z.string(),
    channel: z.string(),
    expiresAt: z.string(),
    sessionHash: z.optional(z.string()),
  }),
);

export async function consumeSocketToken(
  tokenHash: string,
): Promise<{ userId: string; channel: string; sessionHash: string | null } | null> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.socketToken(tokenHash),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes) return null;
    const token = parseItem(socketTokenSchema, Attributes);
    if (Date.parse(token.expiresAt) <= Date.now()) return null;
    return { userId: token.userId, channel: token.channel, sessionHash: token.sessionHash ?? null };
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}
