// Two-step verification items: the user's authenticator-app factor (one item in the user's
// partition) and the sign-in challenges waiting for a code. The secret is stored encrypted
// (adapters/field-encryption.ts, field 'totp'); recovery codes and challenge tokens only as hashes.
// Every "once only" rule is a conditional write: a step is used once, a recovery code once, a
// challenge once, whatever requests race.
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isConditionalCheckFailure, isTransactionCanceled } from './writes';
import { db, tableName, ttlIn } from './table';
import { itemSchema, optionalNullableString, parseItem } from './items';
import * as keys from './keys';

export interface TotpFactor {
  userId: string;
  secretCiphertext: string;
  /** 'pending' until a first code confirms the app has it (and then for at most an hour). */
  status: 'pending' | 'active';
  /** The latest time step a code was accepted for: codes of that step or earlier are refused. */
  lastUsedStep: number | null;
  recoveryCodeHashes: string[];
  createdAt: string;
  confirmedAt: string | null;
}

const PENDING_SECONDS = 3600;

// A pending factor has no step, codes or confirmation yet; DynamoDB keeps no empty set, so a factor
// whose last recovery code was used has no `recoveryCodeHashes` either.
const totpFactorSchema = /* @__PURE__ */ itemSchema('TotpFactor', () =>
  z.looseObject({
    userId: z.string(),
    secretCiphertext: z.string(),
    status: z.enum(['pending', 'active']),
    lastUsedStep: z.optional(z.nullable(z.number())),
    recoveryCodeHashes: z.optional(z.set(z.string())),
    createdAt: z.string(),
    confirmedAt: optionalNullableString(),
  }),
);

function fromItem(item: Record<string, unknown>): TotpFactor {
  const factor = parseItem(totpFactorSchema, item);
  return {
    userId: factor.userId,
    secretCiphertext: factor.secretCiphertext,
    status: factor.status,
    lastUsedStep: factor.lastUsedStep ?? null,
    recoveryCodeHashes: factor.recoveryCodeHashes ? [...factor.recoveryCodeHashes] : [],
    createdAt: factor.createdAt,
    confirmedAt: factor.confirmedAt ?? null,
  };
}

export async function getTotpFactor(userId: string): Promise<TotpFactor | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.totpFactor(userId), ConsistentRead: true }),
  );
  if (!Item) return null;
  // A pending factor past its hour is gone even before the TTL sweep.
  if (Item.status !== 'active' && typeof Item.ttl === 'number' && Item.ttl * 1000 <= Date.now()) return null;
  return fromItem(Item);
}

/** A new pending secret replaces an older pending one; false when the factor is already active. */
export async function putPendingTotp(userId: string, secretCiphertext: string, now: Date): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.totpFactor(userId),
          type: 'TotpFactor',
          userId,
          secretCiphertext,
          status: 'pending',
          createdAt: now.toISOString(),
          ttl: ttlIn(PENDING_SECONDS, now.getTime()),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR #status <> :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * Turns the pending factor on (the very secret the code was checked against) with its first used
 * step and recovery code hashes, and the profile's flag with it; false when it changed meanwhile.
 */
export async function activateTotp(
  userId: string,
  secretCiphertext: string,
  step: number,
  recoveryCodeHashes: string[],
  now: Date,
): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.totpFactor(userId),
              UpdateExpression:
                'SET #status = :active, lastUsedStep = :step, recoveryCodeHashes = :hashes, confirmedAt = :now REMOVE #ttl',
              ConditionExpression: '#status = :pending AND secretCiphertext = :secret',
              ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
              ExpressionAttributeValues: {
                ':active': 'active',
                ':pending': 'pending',
                ':secret': secretCiphertext,
                ':step': step,
                ':hashes': new Set(recoveryCodeHashes),
                ':now': now.toISOString(),
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(userId),
              UpdateExpression: 'SET mfaEnabled = :on',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':on': true },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionCanceled(error)) return false;
    throw error;
  }
}

/** Records that a code of `step` was used; false when that step (or a later one) already was: a replay. */
export async function spendTotpStep(userId: string, step: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.totpFactor(userId),
        UpdateExpression: 'SET lastUsedStep = :step',
        ConditionExpression: '#status = :active AND (attribute_not_exists(lastUsedStep) OR lastUsedStep < :step)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active', ':step': step },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Uses a recovery code up; the codes left, or null when it is not (or no longer) one of them. */
export async function spendRecoveryCode(userId: string, codeHash: string): Promise<number | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.totpFactor(userId),
        UpdateExpression: 'DELETE recoveryCodeHashes :code',
        ConditionExpression: '#status = :active AND contains(recoveryCodeHashes, :hash)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':code': new Set([codeHash]), ':hash': codeHash, ':active': 'active' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem(Attributes).recoveryCodeHashes.length : 0;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Replaces every recovery code; false when the factor is not active. */
export async function replaceRecoveryCodes(userId: string, recoveryCodeHashes: string[]): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.totpFactor(userId),
        UpdateExpression: 'SET recoveryCodeHashes = :hashes',
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':hashes': new Set(recoveryCodeHashes), ':active': 'active' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Removes the factor and the profile's flag together. */
export async function deleteTotpFactor(userId: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.totpFactor(userId) } },
        {
          Update: {
            TableName: tableName(),
            Key: keys.user(userId),
            UpdateExpression: 'SET mfaEnabled = :off',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':off': false },
          },
        },
      ],
    }),
  );
}

/** The active factor as the seed writes it (a demo account with a fixed secret). */
export async function putActiveTotp(factor: Omit<TotpFactor, 'status'>): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            // DynamoDB keeps no empty set: no codes is no attribute.
            Item: {
              ...keys.totpFactor(factor.userId),
              type: 'TotpFactor',
              ...factor,
              status: 'active',
              recoveryCodeHashes: factor.recoveryCodeHashes.length ? new Set(factor.recoveryCodeHashes) : undefined,
              lastUsedStep: factor.lastUsedStep ?? undefined,
            },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.user(factor.userId),
            UpdateExpression: 'SET mfaEnabled = :on',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':on': true },
          },
        },
      ],
    }),
  );
}

export interface MfaChallenge {
  userId: string;
  /** How the first factor was proven: the session records it (the step-up rules read it). */
  method: 'password' | 'passcode' | 'reset' | 'google';
  expiresAt: string;
  attempts: number;
}

const mfaChallengeSchema = /* @__PURE__ */ itemSchema<MfaChallenge>('MfaChallenge', () =>
  z.looseObject({
    userId: z.string(),
    method: z.enum(['password', 'passcode', 'reset', 'google']),
    expiresAt: z.string(),
    attempts: z.number(),
  }),
);

export async function putMfaChallenge(tokenHash: string, challenge: Omit<MfaChallenge, 'attempts'>): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.mfaChallenge(tokenHash), type: 'MfaChallenge', ...challenge, attempts: 0, ttl: ttlIn(3600) },
    }),
  );
}

/** Takes one of the challenge's tries (one conditional write); null when it is gone, expired or used up. */
export async function spendMfaChallengeAttempt(
  tokenHash: string,
  maxAttempts: number,
  now: Date,
): Promise<MfaChallenge | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.mfaChallenge(tokenHash),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(PK) AND attempts < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (!Attributes) return null;
    const { userId, method, expiresAt, attempts } = parseItem(mfaChallengeSchema, Attributes);
    return { userId, method, expiresAt, attempts };
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Ends the challenge; true only for the one request that ended it (a challenge opens one session). */
export async function consumeMfaChallenge(tokenHash: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.mfaChallenge(tokenHash),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
