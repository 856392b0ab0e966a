// Revocation of verifiable credentials (docs/data-model.md: CredentialStatus, StatusList): each
// credential's slot in a Bitstring Status List, claimed once (a conditional put of the slot and of the
// credential's status, together), and each list's revoked indexes as a number set.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { db, queryAll, tableName } from './table';
import { isConditionalCheckFailure, transact } from './writes';

export interface CredentialStatus {
  /** Which credential of the card: `CARD`, or `CE#<accreditationId>`. */
  credential: string;
  list: number;
  index: number;
  /** The salt of the holder's hashed email in this credential (the same on every download). */
  salt: string;
  createdAt: string;
}

const statusSchema = /* @__PURE__ */ itemSchema<CredentialStatus>('CredentialStatus', () =>
  z.object({
    credential: z.string(),
    list: z.number(),
    index: z.number(),
    salt: z.string(),
    createdAt: z.string(),
  }),
);

export async function getCredentialStatus(
  cardId: string,
  credential: string,
  { consistent = false } = {},
): Promise<CredentialStatus | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.credentialStatus(cardId, credential),
      ConsistentRead: consistent,
    }),
  );
  return Item ? parseItem(statusSchema, Item) : null;
}

/** Every credential of a card that has a slot (read consistently: a revocation must see the latest). */
export const listCredentialStatusesOfCard = (cardId: string) =>
  queryAll(keys.credentialStatusesOfCard(cardId), { consistent: true, item: statusSchema });

/**
 * Claims slot `index` of list `list` for the card's credential, with its status: 'claimed', or
 * 'slot-taken' (another credential has that index: pick another), or 'exists' (the credential got a
 * slot meanwhile: read it).
 */
export async function claimCredentialStatus(
  cardId: string,
  status: CredentialStatus,
): Promise<'claimed' | 'slot-taken' | 'exists'> {
  const put = (key: Record<string, string>, item: Record<string, unknown>) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, ...item },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  const refused = await transact({
    slot: put(keys.statusListSlot(status.list, status.index), {
      type: 'StatusListSlot',
      cardId,
      credential: status.credential,
    }),
    status: put(keys.credentialStatus(cardId, status.credential), { type: 'CredentialStatus', ...status }),
  });
  if (refused.includes('status')) return 'exists';
  return refused.includes('slot') ? 'slot-taken' : 'claimed';
}

/** The list new slots are taken from (1 until the first fills up). */
export async function getCurrentStatusList(): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.currentStatusList() }));
  return typeof Item?.list === 'number' ? Item.list : 1;
}

/** Moves new slots on to the list after `from` (once: a concurrent move wins); the list to use now. */
export async function advanceStatusList(from: number): Promise<number> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.currentStatusList(), type: 'CurrentStatusList', list: from + 1 },
        ConditionExpression: 'attribute_not_exists(PK) OR #list = :from',
        ExpressionAttributeNames: { '#list': 'list' },
        ExpressionAttributeValues: { ':from': from },
      }),
    );
    return from + 1;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return getCurrentStatusList();
  }
}

/**
 * Sets the indexes' revocation bits in their list (ADD to a set: repeating it changes nothing) and
 * counts a new version of it (a signed copy of an older version is not served again).
 */
export async function markRevoked(list: number, indexes: readonly number[], at: string): Promise<void> {
  if (!indexes.length) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.statusList(list),
      UpdateExpression: 'ADD revoked :indexes, version :one SET #type = :type, updatedAt = :at',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':indexes': new Set(indexes), ':one': 1, ':type': 'StatusList', ':at': at },
    }),
  );
}

const listSchema = /* @__PURE__ */ itemSchema('StatusList', () =>
  z.looseObject({
    revoked: z.optional(z.set(z.number())),
    version: z.optional(z.number()),
    updatedAt: z.optional(z.string()),
  }),
);

/** A list's revoked indexes (none for a list nobody revoked in) and its version (0 before any revocation). */
export async function getStatusList(list: number): Promise<{ revoked: number[]; version: number }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.statusList(list) }));
  const item = Item ? parseItem(listSchema, Item) : null;
  return { revoked: [...(item?.revoked ?? [])], version: item?.version ?? 0 };
}
