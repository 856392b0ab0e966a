// A group's saved filters (a named query string of a list view), in the group's partition. A
// filter is written in one transaction with the claim of its name in its list (unique) and the
// group's `savedFilterCount` (capped), so two saves at once can neither share a name nor pass the cap.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { GroupScope } from '../lib/group-scope';
import { db, queryAll, tableName } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { scanPage } from './migrations';
import { optimistic, transact, type TransactItem } from './writes';

export interface SavedFilter {
  id: string;
  modelType: string;
  name: string;
  queryParams: string;
  createdAt: string;
  /** Written with its name claim and counted in `savedFilterCount` (filters saved before the claims existed are not). */
  claimed?: boolean;
}

const savedFilterSchema = /* @__PURE__ */ itemSchema<SavedFilter>('SavedFilter', () =>
  z.looseObject({
    id: z.string(),
    modelType: z.string(),
    name: z.string(),
    queryParams: z.string(),
    createdAt: z.string(),
    claimed: z.optional(z.boolean()),
  }),
);

export const listSavedFilters = (group: GroupScope) =>
  queryAll(keys.savedFiltersPrefix(group.id), { item: savedFilterSchema });

export type SaveOutcome = 'saved' | 'name taken' | 'limit reached';

/** Saves a filter with its name claim and the group's count, unless the name is taken or the group holds `max`. */
export async function putSavedFilter(group: GroupScope, filter: SavedFilter, max: number): Promise<SaveOutcome> {
  const items = {
    name: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.savedFilterName(group.id, filter.modelType, filter.name),
          type: 'SavedFilterName',
          filterId: filter.id,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    count: {
      Update: {
        TableName: tableName(),
        Key: keys.group(group.id),
        UpdateExpression: 'ADD savedFilterCount :one',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(savedFilterCount) OR savedFilterCount < :max)',
        ExpressionAttributeValues: { ':one': 1, ':max': max },
      },
    },
    filter: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.savedFilter(group.id, filter.id), type: 'SavedFilter', ...filter, claimed: true },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
  const failed = await optimistic({ write: () => transact(items) });
  if (failed.includes('name')) return 'name taken';
  if (failed.includes('count')) return 'limit reached';
  if (failed.length) throw new Error('A new saved filter id was already taken');
  return 'saved';
}

/** False when the group has no such filter (another group's id included), or a concurrent delete got it first. */
export async function deleteSavedFilter(group: GroupScope, id: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.savedFilter(group.id, id), ConsistentRead: true }),
  );
  if (!Item) return false;
  const filter = parseItem(savedFilterSchema, Item);
  const items = {
    filter: {
      Delete: {
        TableName: tableName(),
        Key: keys.savedFilter(group.id, id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    claimAndCount: filter.claimed
      ? ([
          {
            Delete: {
              TableName: tableName(),
              Key: keys.savedFilterName(group.id, filter.modelType, filter.name),
              ConditionExpression: 'filterId = :id',
              ExpressionAttributeValues: { ':id': id },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.group(group.id),
              UpdateExpression: 'ADD savedFilterCount :minus',
              ConditionExpression: 'savedFilterCount > :zero',
              ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
            },
          },
        ] satisfies TransactItem[])
      : [],
  };
  return (await optimistic({ write: () => transact(items) })).length === 0;
}

// Filters saved before the name claims existed (no `claimed`): the migration
// (functions/migrations/2026-11-27-saved-filter-name-claims.ts) finds them by a table Scan and
// claims their names one by one.

/** A page of filters saved without a name claim, with their groups, and the cursor of the next page (null at the end). */
export async function unclaimedSavedFiltersPage(cursor: string | null) {
  const page = await scanPage(
    {
      filter: '#type = :type AND attribute_not_exists(claimed)',
      names: { '#type': 'type' },
      values: { ':type': 'SavedFilter' },
    },
    cursor,
  );
  return {
    filters: page.items.flatMap((item) => {
      const groupId = keys.groupIdOfPartition(String(item.PK));
      return groupId ? [{ groupId, filter: parseItem(savedFilterSchema, item) }] : [];
    }),
    cursor: page.cursor,
  };
}

/** One filter of a group, read consistently (the claim migration decides from it). */
export async function getSavedFilter(groupId: string, id: string): Promise<SavedFilter | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.savedFilter(groupId, id), ConsistentRead: true }),
  );
  return Item ? parseItem(savedFilterSchema, Item) : null;
}

/** Whether a name of a list is claimed (a dry run's guess at a rename). */
export async function isSavedFilterNameClaimed(groupId: string, modelType: string, name: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.savedFilterName(groupId, modelType, name),
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

export type ClaimOutcome = 'claimed' | 'name taken' | 'changed' | 'no group';

/**
 * Claims `name` for a filter saved before the claims existed, counts it on its group and marks it
 * claimed (renamed to `name` when its own was taken), in one transaction conditioned on the filter
 * as read. Not capped: a group that kept more than the cap keeps them, and saves nothing new until
 * it is under. 'changed': the filter was deleted, claimed or renamed meanwhile (read it again).
 */
export async function claimSavedFilterName(groupId: string, filter: SavedFilter, name: string): Promise<ClaimOutcome> {
  const failed = await transact({
    filter: {
      Update: {
        TableName: tableName(),
        Key: keys.savedFilter(groupId, filter.id),
        UpdateExpression: 'SET claimed = :claimed, #name = :name',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(claimed) AND #name = :read',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':claimed': true, ':name': name, ':read': filter.name },
      },
    },
    name: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.savedFilterName(groupId, filter.modelType, name),
          type: 'SavedFilterName',
          filterId: filter.id,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    count: {
      Update: {
        TableName: tableName(),
        Key: keys.group(groupId),
        UpdateExpression: 'ADD savedFilterCount :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  });
  if (failed.includes('filter')) return 'changed';
  if (failed.includes('name')) return 'name taken';
  if (failed.includes('count')) return 'no group';
  return 'claimed';
}
