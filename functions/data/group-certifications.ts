// Members' external certifications, in the group's partition (`EXTCERT#<id>`): a read by id is a Get
// in the caller's group, so another group's certification is simply not found. A member's
// certifications are named by their member row's `expirations` map (source 'external'), so listing
// them is that consistent read plus a BatchGet, never a search. See docs/data-model.md.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from './batch-get';
import type { GroupScope } from '../lib/group-scope';
import * as z from 'zod/mini';
import { db, tableName } from './table';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { versionCheck, type TransactItem } from './writes';

export interface ExternalCertificationItem {
  id: string;
  groupId: string;
  userId: string;
  classification: string | null;
  courseExpirationGroup: { id: string; name: string; courseIds: string[]; productIds: string[] };
  expirationDate: string;
  ceCredits: number;
  passedAt: string | null;
  certFile: { filename: string; key: string; bucket: 'private'; contentType?: string };
  createdAt: string;
  updatedAt: string;
  version: number;
}

const externalCertificationSchema = /* @__PURE__ */ itemSchema<ExternalCertificationItem>('ExternalCertification', () =>
  z.looseObject({
    id: z.string(),
    groupId: z.string(),
    userId: z.string(),
    classification: z.nullable(z.string()),
    courseExpirationGroup: z.looseObject({
      id: z.string(),
      name: z.string(),
      courseIds: z.array(z.string()),
      productIds: z.array(z.string()),
    }),
    expirationDate: z.string(),
    ceCredits: z.number(),
    passedAt: z.nullable(z.string()),
    certFile: z.looseObject({
      filename: z.string(),
      key: z.string(),
      bucket: z.literal('private'),
      contentType: z.optional(z.string()),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number(),
  }),
);

export async function getExternalCertification(
  group: GroupScope,
  id: string,
): Promise<ExternalCertificationItem | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.externalCertification(group.id, id), ConsistentRead: true }),
  );
  return Item ? parseItem(externalCertificationSchema, Item) : null;
}

/** The certifications of the given ids (a member's, from their row), by BatchGet (≤ 100 a call). */
export async function getExternalCertifications(
  group: GroupScope,
  ids: string[],
): Promise<ExternalCertificationItem[]> {
  const items = await batchGetItems(
    ids.map((id) => keys.externalCertification(group.id, id)),
    'certifications',
    { consistent: true },
  );
  return items.map((item) => parseItem(externalCertificationSchema, item));
}

/** Writes a new certification (`before` null) or a change of one, conditioned on the version read. */
export function externalCertificationPut(
  next: ExternalCertificationItem,
  before: ExternalCertificationItem | null,
): TransactItem {
  const item = {
    ...keys.externalCertification(next.groupId, next.id),
    type: 'ExternalCertification',
    ...next,
    version: before ? before.version + 1 : 1,
  };
  if (!before) return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
  const check = versionCheck(before.version);
  return {
    Put: {
      TableName: tableName(),
      Item: item,
      ConditionExpression: `attribute_exists(PK) AND ${check.condition}`,
      ExpressionAttributeNames: check.names,
      ExpressionAttributeValues: { ':version': before.version },
    },
  };
}

export function externalCertificationDelete(before: ExternalCertificationItem): TransactItem {
  const check = versionCheck(before.version);
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.externalCertification(before.groupId, before.id),
      ConditionExpression: `attribute_exists(PK) AND ${check.condition}`,
      ExpressionAttributeNames: check.names,
      ExpressionAttributeValues: { ':version': before.version },
    },
  };
}

/** A member's certification deleted whatever its version (the member's removal). */
export const externalCertificationRemove = (groupId: string, id: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.externalCertification(groupId, id) },
});
