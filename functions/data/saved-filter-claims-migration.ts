// Filters saved before the name claims existed (no `claimed`): the migration
// (functions/migrations/2026-11-27-saved-filter-name-claims.ts) finds them a page of the table at a
// time and claims their names one by one. Migration-only: no request path imports this module.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { savedFilterSchema, type SavedFilter } from './group-filters';
import { parseItem } from './items';
import * as keys from './keys';
import { scanPage, type ScanPosition } from './scan';
import { db, tableName } from './table';
import { transact } from './writes';

/** A page of filters saved without a name claim, with their groups, and the cursor of the next page (null at the end). */
export async function unclaimedSavedFiltersPage(at: ScanPosition) {
  const page = await scanPage(
    {
      filter: '#type = :type AND attribute_not_exists(claimed)',
      names: { '#type': 'type' },
      values: { ':type': 'SavedFilter' },
    },
    at,
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
