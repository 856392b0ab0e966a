// Referrals: who referred a learner, referral codes, and the referrer's credit ledger.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, optimistic, transact } from './writes';

export interface ReferredBy {
  referrerId: string;
  code: string;
  at: string;
}

const referredBySchema = /* @__PURE__ */ itemSchema('ReferredBy', () =>
  z.looseObject({ referrerId: z.string(), code: z.string(), at: z.string() }),
);
const userReferralCodeSchema = /* @__PURE__ */ itemSchema('UserReferralCode', () =>
  z.looseObject({ code: z.string() }),
);
const referralCodeSchema = /* @__PURE__ */ itemSchema('ReferralCode', () => z.looseObject({ userId: z.string() }));

export async function getReferredBy(userId: string): Promise<ReferredBy | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.referredBy(userId) }));
  if (!Item) return null;
  const { referrerId, code, at } = parseItem(referredBySchema, Item);
  return { referrerId, code, at };
}

export async function getUserReferralCode(userId: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.userReferralCode(userId), ConsistentRead: true }),
  );
  return Item ? parseItem(userReferralCodeSchema, Item).code : null;
}

export async function getReferrerOfCode(code: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.referralCode(code) }));
  return Item ? parseItem(referralCodeSchema, Item).userId : null;
}

/** Gives the learner a code: 'taken' when another learner has it, 'exists' when this learner already has one. */
export async function createReferralCode(userId: string, code: string): Promise<'created' | 'taken' | 'exists'> {
  const failed = await optimistic({
    write: () =>
      transact({
        code: {
          Put: {
            TableName: tableName(),
            Item: { ...keys.referralCode(code), type: 'ReferralCode', userId, code },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        userCode: {
          Put: {
            TableName: tableName(),
            Item: { ...keys.userReferralCode(userId), type: 'UserReferralCode', code },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      }),
  });
  if (!failed.length) return 'created';
  return failed.includes('userCode') ? 'exists' : 'taken';
}

/** Records who referred a learner; the first referral stands. */
export async function setReferredBy(userId: string, referredBy: ReferredBy): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.referredBy(userId), type: 'ReferredBy', ...referredBy },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
