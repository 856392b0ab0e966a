// The members view lives in the URL (search, filters, sort, page, page size, columns), so a view can
// be bookmarked and shared and Back returns to it. These read and write that query string.
import type { GroupUsersQuery } from '@shared/contracts/groups';
import { MEMBER_SORTS } from '@shared/contracts/list-options';
import { PAGE_SIZES } from '@shared/constants';
import { sortFromUrl } from '@web/lib/list-sort';

export const MEMBER_FILTER_PARAMS = ['status', 'pendingCourses', 'lastSignInAt', 'groupAdmin'] as const;

/** The list request for the URL's query (invalid values are left to the server's 422). */
export function membersQuery(params: URLSearchParams): Partial<GroupUsersQuery> {
  const query: Record<string, string | number> = listQuery(params);
  const sort = sortFromUrl(params, MEMBER_SORTS);
  if (sort) {
    query.sort = sort.column;
    query.sort_order = sort.order;
  }
  for (const name of MEMBER_FILTER_PARAMS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query as Partial<GroupUsersQuery>;
}

/** Any list view's page, page size and search from the URL (invalid values fall back to the defaults). */
export function listQuery(params: URLSearchParams): Record<string, string | number> {
  const page = Number(params.get('page') ?? '1');
  const perPage = Number(params.get('perPage') ?? String(PAGE_SIZES[0]));
  const query: Record<string, string | number> = {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : PAGE_SIZES[0],
  };
  const search = params.get('search');
  if (search) query.search = search;
  return query;
}

/**
 * The URL after a change: `null` removes a parameter. Anything but paging goes back to page 1
 * (a new search or filter has its own pages).
 */
export function changedParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The member columns the chooser offers; Name is always shown. */
export const MEMBER_COLUMNS = [
  { id: 'email', label: 'Email' },
  { id: 'pendingCourses', label: 'Enrolled Courses' },
  { id: 'compliantCourses', label: 'In Compliance' },
  { id: 'nonCompliantCourses', label: 'Out Of Compliance' },
  { id: 'ce', label: 'CE' },
  { id: 'lastSignInAt', label: 'Last Sign In' },
  { id: 'groupAdmin', label: 'Admin' },
  { id: 'status', label: 'Status' },
] as const;
/** The spec's default columns (G:240): every one but Status, which the chooser adds. */
export const DEFAULT_COLUMNS = MEMBER_COLUMNS.filter((column) => column.id !== 'status').map(
  (column) => column.id as string,
);

/** A list's optional columns (the first column is always shown) and its default set and order. */
export interface ColumnSet {
  all: readonly { id: string; label: string }[];
  defaults: readonly string[];
}
export const MEMBER_COLUMN_SET: ColumnSet = { all: MEMBER_COLUMNS, defaults: DEFAULT_COLUMNS };

/** The column ids in the URL, in their order (the default set and order when none). */
export const columnsOf = (params: URLSearchParams, set: ColumnSet = MEMBER_COLUMN_SET): string[] =>
  params.get('columns')?.split(',').filter(Boolean) ?? [...set.defaults];

/** A column's header; an id nobody knows says so (spec: 'NO LABEL FOUND: {id}'). */
export const columnLabel = (id: string, set: ColumnSet = MEMBER_COLUMN_SET): string =>
  set.all.find((column) => column.id === id)?.label ?? `NO LABEL FOUND: ${id}`;
