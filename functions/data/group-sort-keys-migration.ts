// The migration of group rows written before the lists' per-column sorts (sort keys version 1):
// member rows get their sign-in key (GSI3) and sort entries, compliance rows their name (GSI2) and
// course (GSI3) keys, completed-course rows their course key (GSI2). Rows written since carry
// `sortKeys` and are not read, so a second run only scans. Each write sets what the row implies as
// read, conditioned on what it read (a row that moved meanwhile is read again), so it is idempotent;
// the migration (functions/migrations/2026-11-27-group-sort-keys.ts) walks the table a page at a
// time, so it resumes. Migration-only: no request path imports this module.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from './keys';
import { COMPLETION_ROWS, completionCourseKey } from './group-completions';
import { EXPIRATION_ROWS } from './group-expirations';
import { memberSortEntryItems, SORT_KEYS_VERSION } from './group-member-sorts';
import { expirationSortKeys, memberSignInKeys, toRow } from './group-members';
import { parseItem } from './items';
import { scanPage, type ScanPosition } from './scan';
import { db, tableName } from './table';
import { isConditionalCheckFailure, optimistic, RETRY, transact } from './writes';

/** A page of the member, compliance and completed-course rows not yet filed (no `sortKeys`): their keys, and the next cursor. */
export async function unsortedGroupRowsPage(at: ScanPosition) {
  const page = await scanPage(
    {
      filter: '#type IN (:member, :expiration, :completion) AND attribute_not_exists(sortKeys)',
      names: { '#type': 'type' },
      values: { ':member': 'GroupMember', ':expiration': 'GroupExpiration', ':completion': 'GroupCompletion' },
    },
    at,
  );
  return { rows: page.items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })), cursor: page.cursor };
}

/** One row filed in its orders, read again and retried when it moved meanwhile; false when it is gone (or filed meanwhile). */
export async function fileGroupRowInOrders(key: { PK: string; SK: string }): Promise<boolean> {
  return optimistic({
    read: async () =>
      (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item,
    write: async (item) => {
      if (!item || item.sortKeys === SORT_KEYS_VERSION) return false;
      if (item.type === 'GroupMember') return (await migrateMember(item)) ? true : RETRY;
      if (item.type === 'GroupExpiration') return (await migrateExpiration(key, item)) ? true : RETRY;
      return (await migrateCompletion(key, item)) ? true : RETRY;
    },
  });
}

/** The member row's sign-in key (as its current `lastSignInAt` implies) and every sort entry, in one transaction. */
async function migrateMember(item: Record<string, unknown>): Promise<boolean> {
  const row = toRow(item);
  const filed = memberSignInKeys(row);
  const failed = await transact({
    member: {
      Update: {
        TableName: tableName(),
        Key: keys.groupMember(row.groupId, row.userId),
        UpdateExpression: 'SET GSI3PK = :pk, GSI3SK = :sk, sortKeys = :v',
        // As read: the entries below are the values of this version, admin flag and sign-in.
        ConditionExpression:
          '(#version = :version OR (attribute_not_exists(#version) AND :version = :zero)) AND groupAdmin = :admin AND ' +
          (row.lastSignInAt === null
            ? '(attribute_not_exists(lastSignInAt) OR lastSignInAt = :null)'
            : 'lastSignInAt = :signIn'),
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':pk': filed.GSI3PK,
          ':sk': filed.GSI3SK,
          ':v': SORT_KEYS_VERSION,
          ':version': row.version,
          ':zero': 0,
          ':admin': row.groupAdmin,
          ...(row.lastSignInAt === null ? { ':null': null } : { ':signIn': row.lastSignInAt }),
        },
      },
    },
    entries: memberSortEntryItems(row).map((Item) => ({ Put: { TableName: tableName(), Item } })),
  });
  return failed.length === 0;
}

/** A compliance row's name and course keys, conditioned on the names it was read with. */
async function migrateExpiration(key: { PK: string; SK: string }, item: Record<string, unknown>): Promise<boolean> {
  const row = parseItem(EXPIRATION_ROWS.item, item);
  const sortKeys = expirationSortKeys(row);
  return conditionalUpdate({
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'SET GSI2PK = :gsi2pk, GSI2SK = :gsi2sk, GSI3PK = :gsi3pk, GSI3SK = :gsi3sk, sortKeys = :v',
    ConditionExpression: 'attribute_exists(PK) AND firstName = :first AND lastName = :last',
    ExpressionAttributeValues: {
      ':gsi2pk': sortKeys.GSI2PK,
      ':gsi2sk': sortKeys.GSI2SK,
      ':gsi3pk': sortKeys.GSI3PK,
      ':gsi3sk': sortKeys.GSI3SK,
      ':v': SORT_KEYS_VERSION,
      ':first': row.firstName,
      ':last': row.lastName,
    },
  });
}

/** A completed course's course key (its course name never changes on the row). */
async function migrateCompletion(key: { PK: string; SK: string }, item: Record<string, unknown>): Promise<boolean> {
  const courseKey = completionCourseKey(parseItem(COMPLETION_ROWS.item, item));
  return conditionalUpdate({
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'SET GSI2PK = :gsi2pk, GSI2SK = :gsi2sk, sortKeys = :v',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':gsi2pk': courseKey.GSI2PK, ':gsi2sk': courseKey.GSI2SK, ':v': SORT_KEYS_VERSION },
  });
}

async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  try {
    await db().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
