// Group sign-up codes: a short code a person types to join a group (POST /api/users/group_signup.json).
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { transact } from './writes';

const signupCodeSchema = /* @__PURE__ */ itemSchema('GroupSignupCode', () => z.looseObject({ groupId: z.string() }));
const groupCodeSchema = /* @__PURE__ */ itemSchema('Group', () =>
  z.looseObject({ signupCode: z.optional(z.string()) }),
);

/** Claims the code for the group and records it on the group; false when the code is taken. */
export async function claimSignupCode(groupId: string, code: string): Promise<boolean> {
  const failed = await transact({
    code: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.groupSignupCode(code), type: 'GroupSignupCode', groupId, code: code.toUpperCase() },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    group: {
      Update: {
        TableName: tableName(),
        Key: keys.group(groupId),
        UpdateExpression: 'SET signupCode = :code',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':code': code.toUpperCase() },
      },
    },
  });
  // A mere collision is thrown, for the caller's `optimistic` to retry.
  return failed.length === 0;
}

export async function groupIdForCode(code: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.groupSignupCode(code.trim()) }));
  return Item ? parseItem(signupCodeSchema, Item).groupId : null;
}

export async function signupCodeOf(groupId: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.group(groupId), ProjectionExpression: 'signupCode' }),
  );
  return Item ? (parseItem(groupCodeSchema, Item).signupCode ?? null) : null;
}

/** A join by code waiting for the new account's address to be confirmed (the link joins it; a claim drops it). */
export async function putPendingGroupJoin(userId: string, groupId: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.pendingGroupJoin(userId), type: 'PendingGroupJoin', userId, groupId },
    }),
  );
}

/** Takes (deletes) the pending join, answering its group; null when there is none. */
export async function takePendingGroupJoin(userId: string): Promise<string | null> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.pendingGroupJoin(userId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? parseItem(signupCodeSchema, Attributes).groupId : null;
}
