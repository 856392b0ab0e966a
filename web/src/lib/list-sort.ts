// A list's sort in the URL (`sort`, `sort_order`, the spec's parameters), as every portal list keeps
// its view: read back on a reload or a shared link, changed by a click on a column's header.
import { nextSort, type SortOrder } from '@shared/rules/group-filters';

/** A list's sorted column and direction. */
export interface ListSort<C extends string = string> {
  column: C;
  order: SortOrder;
}

/** The URL's sort when it names one of the list's sortable columns (ascending unless `desc`), else none. */
export function sortFromUrl<C extends string>(params: URLSearchParams, columns: readonly C[]): ListSort<C> | null {
  const column = columns.find((c) => c === params.get('sort'));
  return column ? { column, order: params.get('sort_order') === 'desc' ? 'desc' : 'asc' } : null;
}

/** The URL change a click on a column's header makes: asc, desc, then cleared (spec section 9). */
export function sortChange(
  current: ListSort | null,
  column: string,
): { sort: string | null; sort_order: string | null } {
  const next = nextSort({ sort: current?.column ?? null, order: current?.order ?? null }, column);
  return { sort: next.sort, sort_order: next.order };
}
