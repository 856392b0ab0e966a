// The group portal's member list. Member order, every column's order and one status are indexed
// views (one Query for the page, the total from the group's kept counters); search and the other
// filters read the view's order and match each row (cost grows with the group; see docs/data-model.md).
import type { GroupUsersQuery } from '@shared/contracts/groups';
import type { MemberSort } from '@shared/contracts/list-options';
import { matchesFilter, parseFilter, type Filter, type FilterKind } from '@shared/rules/group-filters';
import { MEMBER_STATUSES, type MemberStatus } from '@shared/rules/group-members';
import {
  listMatchingMemberRows,
  listMemberRowsPage,
  memberCounters,
  type MemberRow,
  type MemberView,
} from '@functions/data/group-members';
import { MEMBER_ENTRY_SORTS, type MemberEntrySort } from '@functions/data/group-member-sorts';
import type { GroupScope } from '@functions/lib/group-scope';
import { Invalid, type FieldErrors } from '@functions/lib/errors';
import { presentGroupUser } from './present-member';

const FILTER_COLUMNS: Record<
  'status' | 'pendingCourses' | 'lastSignInAt' | 'groupAdmin',
  { kind: FilterKind; value: (row: MemberRow) => string | string[] | null }
> = {
  status: { kind: 'select', value: (row) => row.status },
  pendingCourses: {
    kind: 'select',
    value: (row) => Object.values(row.pendingCourses).map((course) => course.productId),
  },
  lastSignInAt: { kind: 'date', value: (row) => row.lastSignInAt },
  groupAdmin: { kind: 'select', value: (row) => String(row.groupAdmin) },
};
type FilterColumn = keyof typeof FILTER_COLUMNS;

/** The query's filters, parsed; any invalid one is a 422 on its column with the spec's message. */
export function memberFilters(query: Partial<Record<FilterColumn, string>>): [FilterColumn, Filter][] {
  const errors: FieldErrors = {};
  const filters: [FilterColumn, Filter][] = [];
  for (const column of Object.keys(FILTER_COLUMNS) as FilterColumn[]) {
    const raw = query[column];
    if (raw === undefined || raw === '') continue;
    const parsed = parseFilter(FILTER_COLUMNS[column].kind, raw);
    if (!parsed.ok) errors[column] = [parsed.message];
    else if (
      column === 'status' &&
      'values' in parsed.filter &&
      parsed.filter.values.some((v) => !(MEMBER_STATUSES as readonly string[]).includes(v))
    )
      errors[column] = ['is not a member status'];
    else filters.push([column, parsed.filter]);
  }
  if (Object.keys(errors).length) throw new Invalid(errors);
  return filters;
}

const searchable = (row: MemberRow) => `${row.firstName} ${row.lastName} ${row.email}`.toLowerCase();

/** The status of a query filtering on one status only (= or == with one value): that status's index. */
function oneStatusOf(filters: [FilterColumn, Filter][]): MemberStatus | null {
  const [only] = filters;
  return filters.length === 1 && only![0] === 'status' && 'values' in only![1] && only![1].values.length === 1
    ? (only![1].values[0] as MemberStatus)
    : null;
}

type MemberCounters = Awaited<ReturnType<typeof memberCounters>>;

/** The members query without paging: what a CSV export of the view takes. */
export type MembersSelectionQuery = Omit<GroupUsersQuery, 'page' | 'perPage' | 'cursor'>;

const isEntrySort = (sort: MemberSort): sort is MemberEntrySort =>
  (MEMBER_ENTRY_SORTS as readonly string[]).includes(sort);

/** The order a sort asks for: its column's index or sort entries; member order without one. */
function sortedView(sort: MemberSort | undefined, descending: boolean): MemberView {
  if (!sort) return { order: 'member' };
  if (sort === 'name') return { order: 'name', descending };
  if (sort === 'lastSignInAt') return { order: 'signIn', descending };
  if (isEntrySort(sort)) return { order: 'entry', column: sort, descending };
  return { order: 'member' };
}

/**
 * What a members query reads: an indexed view (member order, a column's order, or one status in name
 * order) whose rows all belong, or, for a search or other filters, the sorted view (name order
 * unsorted) with each row tested by `matches`. `bound` is the kept counter that totals the indexed
 * view (an upper bound when rows are tested).
 */
export function memberSelection(query: MembersSelectionQuery): {
  view: MemberView;
  matches: ((row: MemberRow) => boolean) | null;
  bound: (counters: MemberCounters) => number | undefined;
} {
  const filters = memberFilters(query);
  const search = query.search?.trim().toLowerCase() ?? '';
  const descending = query.sort_order === 'desc';
  const view = sortedView(query.sort, descending);
  // One status in name order is its own index; sorted by another column it is a filter.
  const oneStatus = !query.sort || query.sort === 'name' ? oneStatusOf(filters) : null;
  if (search || (filters.length && !oneStatus)) {
    const matches = (row: MemberRow) =>
      (!search || searchable(row).includes(search)) &&
      filters.every(([column, filter]) =>
        matchesFilter(filter, FILTER_COLUMNS[column].value(row), FILTER_COLUMNS[column].kind),
      );
    return {
      view: view.order === 'member' ? { order: 'name', descending } : view,
      matches,
      bound: (counters) => counters.memberCount,
    };
  }
  if (oneStatus)
    return {
      view: { order: 'status', status: oneStatus, descending },
      matches: null,
      bound: (counters) => counters.byStatus[oneStatus] ?? 0,
    };
  return { view, matches: null, bound: (counters) => counters.memberCount };
}

export async function listGroupUsers(group: GroupScope, query: GroupUsersQuery) {
  const selection = memberSelection(query);
  const page = { page: query.page, perPage: query.perPage, cursor: query.cursor };
  const counters = await memberCounters(group);
  const result = selection.matches
    ? await listMatchingMemberRows(group, selection.view, selection.matches, page)
    : await listMemberRowsPage(group, selection.view, page, selection.bound(counters));
  return { data: result.items.map(presentGroupUser), pagination: result.pagination };
}
