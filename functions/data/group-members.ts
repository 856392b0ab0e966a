// A group's member rows: one item per member, written for the portal's views (names, status,
// pending courses and counts copied in), and indexed by name (GSI1), by status (GSI2) and by last
// sign-in (GSI3), with a sort entry per other sortable column (group-member-sorts.ts), so every
// indexed page is one Query whatever the group's size. See docs/data-model.md, group portal.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { MEMBER_STATUSES, type MemberStatus } from '@shared/rules/group-members';
import type { GroupScope } from '../lib/group-scope';
import {
  db,
  matchingPage,
  queryMatching,
  queryPage,
  rangeBatches,
  tableName,
  type Page,
  type PageRequest,
  type PagedRange,
} from './table';
import { batchGetItems } from './batch-get';
import {
  listMemberSortEntries,
  memberSortEntryBatches,
  memberSortMoves,
  SORT_KEYS_VERSION,
  type MemberEntrySort,
} from './group-member-sorts';
import { itemSchema, nullableString, parseItem, stringMap } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, type TransactItem } from './writes';

export interface PendingCourse {
  userCourseUuid: string;
  productId: string;
  courseId: string;
  name: string;
  color: string;
}

export interface MemberRow {
  groupId: string;
  userId: string;
  groupAdmin: boolean;
  joinedAt: string;
  firstName: string;
  lastName: string;
  email: string;
  status: MemberStatus;
  /** By user-course uuid: a map, so one course is added or removed by its own path. */
  pendingCourses: Record<string, PendingCourse>;
  compliantCourses: number;
  nonCompliantCourses: number;
  /** CE credits earned. */
  ce: number;
  lastSignInAt: string | null;
  /**
   * The member's compliance rows by source id (user course uuid or external certification id): its
   * date, and whether the counts hold it as compliant or not yet expired. Removal deletes these rows
   * and the daily sweep moves them, both without searching the group's rows.
   */
  expirations?: Record<string, MemberExpiration>;
  version: number;
}

export interface MemberExpiration {
  date: string;
  source: 'course' | 'external';
  /**
   * How the counts hold it. Per course expiration group only the latest date counts: an older
   * pass or certification of the same group is 'superseded' (no compliance row, not counted).
   */
  countedAs: 'compliant' | 'non_compliant' | 'superseded';
  /** The course expiration group it renews (entries written before it existed have none and stand alone). */
  courseExpirationGroupId?: string;
  /** A course's completion day: its progress-report row is `COMPLETED#<completedOn>#<uuid>`. */
  completedOn?: string;
}

/** The name index's sort value: last then first name, lowercased (no '#', which separates the key). */
export const memberNameKey = (firstName: string, lastName: string): string =>
  `${lastName} ${firstName}`.toLowerCase().replaceAll('#', ' ').trim();

/** The sign-in index's sort value: never signed in first ('0'), then by when ('1<instant>'). */
const signInKey = (at: string | null): string => (at ? `1${at}` : '0');

/** A member row's key in the sign-in order (GSI3). */
export const memberSignInKeys = (row: Pick<MemberRow, 'groupId' | 'userId' | 'lastSignInAt'>) =>
  keys.groupMemberBySignIn(row.groupId, signInKey(row.lastSignInAt), row.userId);

/** The status counter attribute on the group item (moved with each status change). */
export const statusCounter = (status: MemberStatus): string => `statusCount_${status}`;

export function memberRowItem(row: MemberRow) {
  const nameKey = memberNameKey(row.firstName, row.lastName);
  return {
    ...keys.groupMember(row.groupId, row.userId),
    ...keys.groupMemberByName(row.groupId, nameKey, row.userId),
    ...keys.groupMemberByStatus(row.groupId, row.status, nameKey, row.userId),
    ...memberSignInKeys(row),
    sortKeys: SORT_KEYS_VERSION,
    type: 'GroupMember',
    ...row,
  };
}

// Rows written before the pending-courses map and the version existed have neither: they read as
// none and version 0.
const memberRowSchema = /* @__PURE__ */ itemSchema<MemberRow>('GroupMember', () =>
  z.looseObject({
    groupId: z.string(),
    userId: z.string(),
    groupAdmin: z.boolean(),
    joinedAt: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.enum(MEMBER_STATUSES),
    pendingCourses: z._default(
      stringMap(
        z.looseObject({
          userCourseUuid: z.string(),
          productId: z.string(),
          courseId: z.string(),
          name: z.string(),
          color: z.string(),
        }),
      ),
      () => ({}),
    ),
    compliantCourses: z.number(),
    nonCompliantCourses: z.number(),
    ce: z.number(),
    lastSignInAt: nullableString(),
    expirations: z.optional(
      stringMap(
        z.looseObject({
          date: z.string(),
          source: z.enum(['course', 'external']),
          countedAs: z.enum(['compliant', 'non_compliant', 'superseded']),
          courseExpirationGroupId: z.optional(z.string()),
          completedOn: z.optional(z.string()),
        }),
      ),
    ),
    version: z._default(z.number(), 0),
  }),
);

/** A member row as read from the table. */
export const toRow = (item: Record<string, unknown>): MemberRow => parseItem(memberRowSchema, item);

/** One member row of the scoped group (strongly consistent: writers condition on its version). */
export async function getMemberRow(group: GroupScope | { id: string }, userId: string): Promise<MemberRow | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupMember(group.id, userId), ConsistentRead: true }),
  );
  return Item && Item.firstName !== undefined ? toRow(Item) : null;
}

/**
 * Sets the member row's `lastSignInAt` (and its sign-in index key), unless it was set within
 * `minIntervalMs` (sign-ins stay mostly read-only). Touches no version: it is one attribute no other
 * writer sets, so it neither refuses nor is refused by the row's versioned writes. False when
 * nothing was written.
 */
export async function recordMemberSignIn(
  groupId: string,
  userId: string,
  at: Date,
  minIntervalMs: number,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.groupMember(groupId, userId),
        UpdateExpression: 'SET lastSignInAt = :at, GSI3PK = :gsi3pk, GSI3SK = :gsi3sk',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(lastSignInAt) OR lastSignInAt = :null OR lastSignInAt < :since)',
        ExpressionAttributeValues: {
          ':at': at.toISOString(),
          ':gsi3pk': memberSignInKeys({ groupId, userId, lastSignInAt: at.toISOString() }).GSI3PK,
          ':gsi3sk': memberSignInKeys({ groupId, userId, lastSignInAt: at.toISOString() }).GSI3SK,
          ':null': null,
          ':since': new Date(at.getTime() - minIntervalMs).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

// The group item's counters (a group written before them has none; a status has one from its first member).
const groupCountersSchema = /* @__PURE__ */ itemSchema('Group', () =>
  z.looseObject({
    memberCount: z.optional(z.number()),
    ...Object.fromEntries(MEMBER_STATUSES.map((status) => [statusCounter(status), z.optional(z.number())])),
  }),
);

/** The group's kept counters: members in all and per status. */
export async function memberCounters(
  group: GroupScope,
): Promise<{ memberCount: number | undefined; byStatus: Partial<Record<MemberStatus, number>> }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.group(group.id) }));
  const counters = Item ? parseItem(groupCountersSchema, Item) : undefined;
  const byStatus: Partial<Record<MemberStatus, number>> = {};
  for (const status of MEMBER_STATUSES) {
    const count = counters?.[statusCounter(status)];
    if (typeof count === 'number') byStatus[status] = count;
  }
  return { memberCount: counters?.memberCount, byStatus };
}

/**
 * The members list's orders: member order (the default), name (GSI1), one status in name order
 * (GSI2), last sign-in (GSI3), or another column's sort entries (`entry`).
 */
export type MemberView =
  | { order: 'member' }
  | { order: 'name'; descending: boolean }
  | { order: 'status'; status: MemberStatus; descending: boolean }
  | { order: 'signIn'; descending: boolean }
  | { order: 'entry'; column: MemberEntrySort; descending: boolean };

type RowView = Exclude<MemberView, { order: 'entry' }>;

const rangeOf = (group: GroupScope, view: RowView): PagedRange =>
  view.order === 'member'
    ? keys.groupMembersPrefix(group.id)
    : view.order === 'name'
      ? keys.groupMembersByName(group.id)
      : view.order === 'signIn'
        ? keys.groupMembersBySignIn(group.id)
        : keys.groupMembersByStatus(group.id, view.status);

const descendingIn = (view: MemberView) => view.order !== 'member' && view.descending;

/** The member rows of sort entries, in the entries' order (one BatchGet; a row gone meanwhile is left out). */
async function rowsOfEntries(group: GroupScope, entries: { userId: string }[]): Promise<MemberRow[]> {
  const found = await batchGetItems(
    entries.map((entry) => keys.groupMember(group.id, entry.userId)),
    'member rows',
  );
  const byId = new Map(found.map((item) => toRow(item)).map((row) => [row.userId, row]));
  return entries.flatMap((entry) => byId.get(entry.userId) ?? []);
}

/** One page of an indexed view: one Query of `perPage` rows (or entries, then their rows); the total is the caller's kept counter. */
export async function listMemberRowsPage(
  group: GroupScope,
  view: MemberView,
  request: PageRequest,
  total: number | undefined,
): Promise<Page<MemberRow>> {
  if (view.order === 'entry') {
    const entries = await listMemberSortEntries(group, view.column, view.descending, request, total);
    return { items: await rowsOfEntries(group, entries.items), pagination: entries.pagination };
  }
  return queryPage(rangeOf(group, view), request, { total, newestFirst: descendingIn(view), item: memberRowSchema });
}

/** Every row of an indexed view in its order, 100 a Query by cursor (CSV exports, filtered views): one batch in memory. */
export async function* memberRowBatches(group: GroupScope, view: MemberView): AsyncGenerator<MemberRow[]> {
  if (view.order !== 'entry') {
    yield* rangeBatches(rangeOf(group, view), memberRowSchema, descendingIn(view));
    return;
  }
  for await (const entries of memberSortEntryBatches(group, view.column, view.descending))
    yield await rowsOfEntries(group, entries);
}

/**
 * A page of the rows (in the view's order) that pass `matches`, and how many pass in all: reads the
 * whole view, so its cost grows with the group. Only for search and filters on columns without an
 * index (see docs/data-model.md).
 */
export async function listMatchingMemberRows(
  group: GroupScope,
  view: MemberView,
  matches: (row: MemberRow) => boolean,
  request: { page: number; perPage: number },
): Promise<Page<MemberRow>> {
  if (view.order !== 'name') return matchingPage(memberRowBatches(group, view), matches, request);
  const range = keys.groupMembersByName(group.id);
  return queryMatching(
    {
      IndexName: range.index,
      ScanIndexForward: !view.descending,
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)',
      ExpressionAttributeValues: { ':pk': range.PK, ':sk': range.SKPrefix },
    },
    memberRowSchema,
    matches,
    request,
  );
}

/**
 * Rewrites a member row as `next` (pending courses, counts, status), conditioned on the version the
 * writer read; moves the status index key and the group's status counters when the status changes.
 */
export type MemberRowChange = Pick<
  MemberRow,
  'pendingCourses' | 'compliantCourses' | 'nonCompliantCourses' | 'status'
> &
  Partial<Pick<MemberRow, 'expirations' | 'ce'>>;

export function memberRowUpdate(before: MemberRow, next: MemberRowChange): TransactItem[] {
  const status = keys.groupMemberByStatus(
    before.groupId,
    next.status,
    memberNameKey(before.firstName, before.lastName),
    before.userId,
  );
  const optional = {
    ...(next.expirations ? { ':expirations': next.expirations } : {}),
    ...(next.ce !== undefined ? { ':ce': next.ce } : {}),
  };
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.groupMember(before.groupId, before.userId),
        UpdateExpression: `SET pendingCourses = :pending, compliantCourses = :compliant, nonCompliantCourses = :nonCompliant, #status = :status, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk, #version = :next${next.expirations ? ', expirations = :expirations' : ''}${next.ce !== undefined ? ', ce = :ce' : ''}`,
        ConditionExpression:
          before.version === 0
            ? 'attribute_exists(PK) AND (attribute_not_exists(#version) OR #version = :version)'
            : '#version = :version',
        ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
        ExpressionAttributeValues: {
          ':pending': next.pendingCourses,
          ':compliant': next.compliantCourses,
          ':nonCompliant': next.nonCompliantCourses,
          ':status': next.status,
          ':gsi2pk': status.GSI2PK,
          ':gsi2sk': status.GSI2SK,
          ':version': before.version,
          ':next': before.version + 1,
          ...optional,
        },
      },
    },
  ];
  if (next.status !== before.status) items.push(statusCountersMove(before.groupId, before.status, next.status));
  // The row as written: what `next` leaves out (CE, the expirations) stays as read.
  const after = { ...before, ...next, ce: next.ce ?? before.ce };
  items.push(...memberSortMoves(before.groupId, before.userId, before, after));
  return items;
}

export function statusCountersMove(
  groupId: string,
  from: MemberStatus | null,
  to: MemberStatus | null,
  members = 0,
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const adds: string[] = [];
  if (from) {
    names['#from'] = statusCounter(from);
    values[':minus'] = -1;
    adds.push('#from :minus');
  }
  if (to) {
    names['#to'] = statusCounter(to);
    values[':one'] = 1;
    adds.push('#to :one');
  }
  if (members) {
    values[':members'] = members;
    adds.push('memberCount :members');
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.group(groupId),
      UpdateExpression: `ADD ${adds.join(', ')}`,
      ConditionExpression: 'attribute_exists(memberCount)',
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Removes a member row (version as read, and the admin flag as read: the profile write moves it and
 * its sort entry without the version), its counts and its sort entries; the caller adds the user's
 * own update.
 */
export function memberRowDelete(before: MemberRow): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.groupMember(before.groupId, before.userId),
        ConditionExpression:
          '(#version = :version OR (attribute_not_exists(#version) AND :version = :zero)) AND groupAdmin = :admin',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': before.version, ':zero': 0, ':admin': before.groupAdmin },
      },
    },
    statusCountersMove(before.groupId, before.status, null, -1),
    ...memberSortMoves(before.groupId, before.userId, before, null),
  ];
}

export interface ExpirationRow {
  groupId: string;
  userId: string;
  firstName: string;
  lastName: string;
  expirationDate: string;
  /** The user course (or external certification) it comes from. */
  sourceId: string;
  source: 'course' | 'external';
  courseExpirationGroup: { id: string; name: string; courseIds: string[]; productIds: string[] };
}

export const dayCounterMove = (
  groupId: string,
  date: string,
  by: number,
  day: (groupId: string, date: string) => Record<string, string> = keys.groupExpirationDay,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: day(groupId, date),
    UpdateExpression: 'SET #type = :type, #date = :date ADD #count :by',
    ExpressionAttributeNames: { '#type': 'type', '#date': 'date', '#count': 'count' },
    ExpressionAttributeValues: { ':type': 'GroupExpirationDay', ':date': date, ':by': by },
  },
});

/** A course's name as the sort indexes order it (lowercased, no '#': the key's separator). */
export const courseSortKey = (name: string): string => name.toLowerCase().replaceAll('#', ' ').trim();

/** A compliance row's keys in the name (GSI2) and course (GSI3) orders. */
export const expirationSortKeys = (
  row: Pick<ExpirationRow, 'groupId' | 'firstName' | 'lastName' | 'expirationDate' | 'sourceId'> & {
    courseExpirationGroup: { name: string };
  },
) => ({
  ...keys.groupExpirationByName(
    row.groupId,
    memberNameKey(row.firstName, row.lastName),
    row.expirationDate,
    row.sourceId,
  ),
  ...keys.groupExpirationByCourse(
    row.groupId,
    courseSortKey(row.courseExpirationGroup.name),
    row.expirationDate,
    row.sourceId,
  ),
});

/**
 * A compliance row and its day counter, written with the member row change that records the course
 * (`replace`: the same row rewritten in place, e.g. a certification edited without a date change).
 * GSI1 files the row under its expiration day for the daily sweep across groups.
 */
export function expirationPut(row: ExpirationRow, replace = false): TransactItem[] {
  const item = {
    ...keys.groupExpiration(row.groupId, row.expirationDate, row.sourceId),
    ...keys.groupExpirationOnDay(row.expirationDate, row.groupId, row.sourceId),
    ...expirationSortKeys(row),
    sortKeys: SORT_KEYS_VERSION,
    type: 'GroupExpiration',
    ...row,
  };
  if (replace) return [{ Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_exists(PK)' } }];
  return [
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    dayCounterMove(row.groupId, row.expirationDate, 1),
  ];
}

/**
 * Compliance rows put, rewritten in place and deleted together, with one day-counter move per day
 * (a transaction may not name the same counter twice).
 */
export function expirationRowsWrite(
  groupId: string,
  change: { puts: ExpirationRow[]; rewrites: ExpirationRow[]; deletes: { date: string; sourceId: string }[] },
): TransactItem[] {
  const perDay = new Map<string, number>();
  const move = (date: string, by: number) => perDay.set(date, (perDay.get(date) ?? 0) + by);
  const items: TransactItem[] = [];
  for (const row of change.deletes) {
    items.push({
      Delete: {
        TableName: tableName(),
        Key: keys.groupExpiration(groupId, row.date, row.sourceId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    });
    move(row.date, -1);
  }
  for (const row of change.puts) {
    items.push(expirationPut(row)[0]!);
    move(row.expirationDate, 1);
  }
  for (const row of change.rewrites) items.push(...expirationPut(row, true));
  for (const [date, by] of perDay) if (by !== 0) items.push(dayCounterMove(groupId, date, by));
  return items;
}

/**
 * The rows a member's expirations map names (or only the entries `only` names), deleted with their
 * day counters (member removal).
 */
export function memberExpirationsDelete(row: MemberRow, only?: readonly string[]): TransactItem[] {
  const all = Object.entries(row.expirations ?? {}).filter(([sourceId]) => !only || only.includes(sourceId));
  const entries = all.filter(([, entry]) => entry.countedAs !== 'superseded');
  const completed = all.filter(([, entry]) => entry.completedOn);
  return [
    ...entries.map(
      ([sourceId, entry]): TransactItem => ({
        Delete: { TableName: tableName(), Key: keys.groupExpiration(row.groupId, entry.date, sourceId) },
      }),
    ),
    ...dayCountersDown(
      row.groupId,
      entries.map(([, entry]) => entry.date),
      keys.groupExpirationDay,
    ),
    ...completed.map(
      ([uuid, entry]): TransactItem => ({
        Delete: { TableName: tableName(), Key: keys.groupCompletion(row.groupId, entry.completedOn!, uuid) },
      }),
    ),
    ...dayCountersDown(
      row.groupId,
      completed.map(([, entry]) => entry.completedOn!),
      keys.groupCompletionDay,
    ),
  ];
}

/** One counter update per day (a transaction may not name the same item twice). */
function dayCountersDown(
  groupId: string,
  dates: string[],
  day: (groupId: string, date: string) => Record<string, string>,
): TransactItem[] {
  const perDay = new Map<string, number>();
  for (const date of dates) perDay.set(date, (perDay.get(date) ?? 0) + 1);
  return [...perDay].map(([date, count]) => dayCounterMove(groupId, date, -count, day));
}

/**
 * A member's names, email and admin flag rewritten on their row (with the name keys of both
 * indexes and the sort entries of email and admin, version and admin flag as read: the profile
 * write flips the flag and moves its entry without the version, data/profile.ts) and on every
 * compliance and progress-report row the row names (names and their name index keys).
 */
export function memberProfileUpdate(
  before: MemberRow,
  next: Pick<MemberRow, 'firstName' | 'lastName' | 'email' | 'groupAdmin'>,
): TransactItem[] {
  const nameKey = memberNameKey(next.firstName, next.lastName);
  const byName = keys.groupMemberByName(before.groupId, nameKey, before.userId);
  const byStatus = keys.groupMemberByStatus(before.groupId, before.status, nameKey, before.userId);
  const names = { ':first': next.firstName, ':last': next.lastName };
  const all = Object.entries(before.expirations ?? {});
  const entries = all.filter(([, entry]) => entry.countedAs !== 'superseded');
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.groupMember(before.groupId, before.userId),
        UpdateExpression:
          'SET firstName = :first, lastName = :last, email = :email, groupAdmin = :admin, GSI1SK = :gsi1sk, GSI2SK = :gsi2sk, #version = :next',
        ConditionExpression: `${
          before.version === 0
            ? 'attribute_exists(PK) AND (attribute_not_exists(#version) OR #version = :version)'
            : '#version = :version'
        } AND groupAdmin = :wasAdmin`,
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ...names,
          ':email': next.email,
          ':admin': next.groupAdmin,
          ':wasAdmin': before.groupAdmin,
          ':gsi1sk': byName.GSI1SK,
          ':gsi2sk': byStatus.GSI2SK,
          ':version': before.version,
          ':next': before.version + 1,
        },
      },
    },
    ...memberSortMoves(before.groupId, before.userId, before, { ...before, ...next }),
    ...entries.map(
      ([sourceId, entry]): TransactItem => ({
        Update: {
          TableName: tableName(),
          Key: keys.groupExpiration(before.groupId, entry.date, sourceId),
          UpdateExpression: 'SET firstName = :first, lastName = :last, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ...names,
            ':gsi2pk': keys.groupExpirationByName(before.groupId, nameKey, entry.date, sourceId).GSI2PK,
            ':gsi2sk': keys.groupExpirationByName(before.groupId, nameKey, entry.date, sourceId).GSI2SK,
          },
        },
      }),
    ),
    ...all
      .filter(([, entry]) => entry.completedOn)
      .map(
        ([uuid, entry]): TransactItem => ({
          Update: {
            TableName: tableName(),
            Key: keys.groupCompletion(before.groupId, entry.completedOn!, uuid),
            UpdateExpression: 'SET firstName = :first, lastName = :last, GSI1SK = :sk',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: {
              ...names,
              ':sk': keys.groupCompletionByName(before.groupId, nameKey, uuid).GSI1SK,
            },
          },
        }),
      ),
  ];
}
