// A user's state licenses: items in the user's partition, plus one claim item per state and
// profession written in the same transaction, so two saves cannot create the same license twice.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { optimistic, transact, type TransactItem } from './writes';

export interface StoredStateLicense {
  id: string;
  userId: string;
  license: string;
  additionalLicense: string | null;
  stateId: string;
  professionId: string;
  createdAt: string;
  updatedAt: string;
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
