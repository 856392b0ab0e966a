// A user's state licenses: items in the user's partition, plus one claim item per state and
// profession written in the same transaction, so two saves cannot create the same license twice.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, optimistic, transact, type TransactItem } from './writes';

export interface StoredStateLicense {
  id: string;
  userId: string;
  license: string;
  additionalLicense: string | null;
  stateId: string;
  professionId: string;
  createdAt: string;
  updatedAt: string;
  /** The id CE Broker knows the licensee by, from the receipt of a completion it accepted for this number. */
  ceBrokerId?: string | null;
}

const stateLicenseSchema = /* @__PURE__ */ itemSchema<StoredStateLicense>('StateLicense', () =>
  z.looseObject({
    id: z.string(),
    userId: z.string(),
    license: z.string(),
    additionalLicense: z.nullable(z.string()),
    stateId: z.string(),
    professionId: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ceBrokerId: z.optional(z.nullable(z.string())),
  }),
);

export const listStateLicensesOf = (userId: string) =>
  queryAll(keys.stateLicensesPrefix(userId), { consistent: true, item: stateLicenseSchema });

export async function getStateLicenseOf(userId: string, licenseId: string): Promise<StoredStateLicense | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.stateLicense(userId, licenseId), ConsistentRead: true }),
  );
  return Item ? parseItem(stateLicenseSchema, Item) : null;
}

const claimPut = (license: StoredStateLicense): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.stateLicenseClaim(license.userId, license.stateId, license.professionId),
      type: 'StateLicenseClaim',
      licenseId: license.id,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});
const claimDelete = (license: StoredStateLicense): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: keys.stateLicenseClaim(license.userId, license.stateId, license.professionId),
    ConditionExpression: 'licenseId = :id',
    ExpressionAttributeValues: { ':id': license.id },
  },
});

/** 'duplicate' when the user already has a license for this state and profession. */
export async function createStateLicenseItem(license: StoredStateLicense): Promise<'created' | 'duplicate'> {
  const items = {
    license: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.stateLicense(license.userId, license.id), type: 'StateLicense', ...license },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    claim: claimPut(license),
  };
  const failed = await optimistic({ write: () => transact(items) });
  if (failed.includes('claim')) return 'duplicate';
  if (failed.length) throw new Error(`State license id ${license.id} is already taken`);
  return 'created';
}

/** Replaces a license as read (its updatedAt guards concurrent edits); moves the claim when state or profession change. */
export async function replaceStateLicenseItem(
  before: StoredStateLicense,
  after: StoredStateLicense,
): Promise<'updated' | 'duplicate' | 'changed' | 'gone'> {
  const moves = before.stateId !== after.stateId || before.professionId !== after.professionId;
  const items = {
    license: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.stateLicense(after.userId, after.id), type: 'StateLicense', ...after },
        ConditionExpression: 'attribute_exists(PK) AND updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': before.updatedAt },
      },
    },
    newClaim: moves && claimPut(after),
    oldClaim: moves && claimDelete(before),
  };
  const failed = await optimistic({ write: () => transact(items) });
  if (!failed.length) return 'updated';
  if (failed.includes('newClaim')) return 'duplicate';
  return (await getStateLicenseOf(before.userId, before.id)) ? 'changed' : 'gone';
}

/** False when it was already gone (deleted by another request). */
export async function deleteStateLicenseItem(license: StoredStateLicense): Promise<boolean> {
  const items = {
    license: {
      Delete: {
        TableName: tableName(),
        Key: keys.stateLicense(license.userId, license.id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    claim: claimDelete(license),
  };
  return (await optimistic({ write: () => transact(items) })).length === 0;
}

/**
 * Board reporting: CE Broker accepted a completion for this license number and named the licensee.
 * Only while the license still has the number reported; its `updatedAt` is left alone, so an edit
 * under way is not refused for it (an edit that changes the number clears the id).
 */
export async function recordLicenseCeBrokerId(
  userId: string,
  licenseId: string,
  licenseNumber: string,
  ceBrokerId: string,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stateLicense(userId, licenseId),
        UpdateExpression: 'SET ceBrokerId = :id',
        ConditionExpression: 'attribute_exists(PK) AND license = :number',
        ExpressionAttributeValues: { ':id': ceBrokerId, ':number': licenseNumber },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
