// A group's saved filters (a named query string of a list view), in the group's partition. A
// filter is written in one transaction with the claim of its name in its list (unique) and the
// group's `savedFilterCount` (capped), so two saves at once can neither share a name nor pass the cap.
// Filters saved before the claims existed are claimed by a migration (saved-filter-claims-migration.ts).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { GroupScope } from '../lib/group-scope';
import { db, queryAll, tableName } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
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

export const savedFilterSchema = /* @__PURE__ */ itemSchema<SavedFilter>('SavedFilter', () =>
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
