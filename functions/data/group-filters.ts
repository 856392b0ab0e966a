// A group's saved filters (a named query string of a list view), in the group's partition.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { GroupScope } from '../lib/group-scope';
import { db, queryAll, tableName } from './table';
import { keys } from './keys';
import { isConditionalCheckFailure } from './writes';

export interface SavedFilter {
  id: string;
  modelType: string;
  name: string;
  queryParams: string;
  createdAt: string;
}

export const listSavedFilters = (group: GroupScope) => queryAll<SavedFilter>(keys.savedFiltersPrefix(group.id));

export async function putSavedFilter(group: GroupScope, filter: SavedFilter): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.savedFilter(group.id, filter.id), type: 'SavedFilter', ...filter }, ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** False when the group has no such filter (another group's id included). */
export async function deleteSavedFilter(group: GroupScope, id: string): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.savedFilter(group.id, id), ConditionExpression: 'attribute_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
