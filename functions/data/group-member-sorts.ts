// The members list's sorts on the columns without an index of their own: one sort entry per member
// and column (`GROUP#<g>#MEMBERS_BY#<column>` / `V#<value>#<userId>`), moved in the transaction that
// changes the value, so a sorted page is one Query of `perPage` entries and a BatchGet of their rows
// whatever the group's size. Name order is GSI1 and last sign-in GSI3, both on the member row. Ties
// are in member order (the list's default). See docs/data-model.md, group portal.
import * as z from 'zod/mini';
import type { GroupScope } from '../lib/group-scope';
import { itemSchema } from './items';
import * as keys from './keys';
import { queryPage, rangeBatches, tableName, type Page, type PageRequest } from './table';
import type { TransactItem } from './writes';

/**
 * The version of the group rows' sort keys (this module's entries, the sign-in, name and course
 * index keys): rows written with them carry `sortKeys`; older rows are filed by the migration
 * (group-sort-keys-migration.ts).
 */
export const SORT_KEYS_VERSION = 1;

/** The member columns sorted by entries (the other sortable columns, name and last sign-in, are indexes). */
export const MEMBER_ENTRY_SORTS = [
  'email',
  'pendingCourses',
  'compliantCourses',
  'nonCompliantCourses',
  'ce',
  'groupAdmin',
  'status',
] as const;
export type MemberEntrySort = (typeof MEMBER_ENTRY_SORTS)[number];

/** What the entries sort by: a member row's fields (group-members.ts; structurally, not imported: it imports this module). */
interface SortedFields {
  email: string;
  pendingCourses: Record<string, unknown>;
  compliantCourses: number;
  nonCompliantCourses: number;
  ce: number;
  groupAdmin: boolean;
  status: string;
}

const padded = (value: number, width: number) => String(Math.max(0, Math.round(value))).padStart(width, '0');

/** A column's value as its entry sorts it (numbers zero-padded, CE in hundredths; no '#', the key's separator). */
export function memberSortValue(column: MemberEntrySort, row: SortedFields): string {
  switch (column) {
    case 'email':
      return row.email.toLowerCase().replaceAll('#', ' ');
    case 'pendingCourses':
      return padded(Object.keys(row.pendingCourses).length, 4);
    case 'compliantCourses':
      return padded(row.compliantCourses, 6);
    case 'nonCompliantCourses':
      return padded(row.nonCompliantCourses, 6);
    case 'ce':
      return padded(row.ce * 100, 12);
    case 'groupAdmin':
      return row.groupAdmin ? '1' : '0';
    case 'status':
      // The values sort as their labels do (Compliant, Enrolled, Needs Attention, Non Compliant).
      return row.status;
  }
}

const entryItem = (groupId: string, userId: string, column: MemberEntrySort, value: string) => ({
  ...keys.groupMemberSortEntry(groupId, column, value, userId),
  type: 'GroupMemberSortEntry',
  groupId,
  userId,
});

/** A new member's entries, as items (the join's transaction puts them; bulk loads write them as they are). */
export const memberSortEntryItems = (row: { groupId: string; userId: string } & SortedFields) =>
  MEMBER_ENTRY_SORTS.map((column) => entryItem(row.groupId, row.userId, column, memberSortValue(column, row)));

/** One column's entry moved from value `was` to `now` (null: none), unconditioned. */
function entryMove(
  groupId: string,
  userId: string,
  column: MemberEntrySort,
  was: string | null,
  now: string | null,
): TransactItem[] {
  if (was === now) return [];
  return [
    ...(was === null
      ? []
      : [{ Delete: { TableName: tableName(), Key: keys.groupMemberSortEntry(groupId, column, was, userId) } }]),
    ...(now === null ? [] : [{ Put: { TableName: tableName(), Item: entryItem(groupId, userId, column, now) } }]),
  ];
}

/**
 * The entry moves of a member row change (null before: a new member; null after: a removal): the
 * entries of the columns whose value changed, the old one deleted and the new one put. Neither is
 * conditioned: the member row's own condition in the same transaction orders the writers.
 */
export const memberSortMoves = (
  groupId: string,
  userId: string,
  before: SortedFields | null,
  after: SortedFields | null,
): TransactItem[] =>
  MEMBER_ENTRY_SORTS.flatMap((column) =>
    entryMove(
      groupId,
      userId,
      column,
      before && memberSortValue(column, before),
      after && memberSortValue(column, after),
    ),
  );

/** The admin flag's entry moved (the profile write changes the flag on the member row without its version). */
export const groupAdminSortMove = (groupId: string, userId: string, was: boolean, now: boolean): TransactItem[] =>
  entryMove(groupId, userId, 'groupAdmin', was ? '1' : '0', now ? '1' : '0');

const entrySchema = /* @__PURE__ */ itemSchema('GroupMemberSortEntry', () =>
  z.looseObject({ groupId: z.string(), userId: z.string() }),
);

/** One page of a column's entries (one Query of `perPage`); the total is the caller's counter. */
export const listMemberSortEntries = (
  group: GroupScope,
  column: MemberEntrySort,
  descending: boolean,
  request: PageRequest,
  total: number | undefined,
): Promise<Page<{ userId: string }>> =>
  queryPage(keys.groupMembersSortedBy(group.id, column), request, {
    total,
    newestFirst: descending,
    item: entrySchema,
  });

/** Every entry of a column in order, 100 a Query by cursor. */
export const memberSortEntryBatches = (
  group: GroupScope,
  column: MemberEntrySort,
  descending: boolean,
): AsyncGenerator<{ userId: string }[]> =>
  rangeBatches(keys.groupMembersSortedBy(group.id, column), entrySchema, descending);
