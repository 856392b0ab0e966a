// The progress report's view in the URL (search, filters, sort, page, page size, columns), like the members list's.
import type { CompletedCoursesQuery } from '@shared/contracts/group-progress';
import { REPORT_SORTS } from '@shared/contracts/list-options';
import { sortFromUrl, type ListSort } from '@web/lib/list-sort';
import { listQuery, type ColumnSet } from './members-url';

type ReportSort = (typeof REPORT_SORTS)[number];

export const REPORT_FILTER_PARAMS = ['course', 'status', 'passedAt'] as const;

/** The report's optional columns (Name is always shown, Actions always last). */
export const REPORT_COLUMNS: ColumnSet = {
  all: [
    { id: 'progress', label: 'Course Progress' },
    { id: 'passedAt', label: 'Completion Date' },
    { id: 'course', label: 'Course' },
  ],
  defaults: ['progress', 'passedAt', 'course'],
};

/**
 * The report's sort in the URL: as every list's (ascending unless `desc`), but the completion date
 * without `sort_order` is newest first, as the server answers it (its default order).
 */
export function reportSort(params: URLSearchParams): ListSort<ReportSort> | null {
  const sort = sortFromUrl(params, REPORT_SORTS);
  return sort?.column === 'passedAt' && !params.get('sort_order') ? { ...sort, order: 'desc' } : sort;
}

export function reportQuery(params: URLSearchParams): Partial<CompletedCoursesQuery> {
  const query: Record<string, string | number> = listQuery(params);
  const sort = reportSort(params);
  if (sort) {
    query.sort = sort.column;
    query.sort_order = sort.order;
  }
  for (const name of REPORT_FILTER_PARAMS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query as Partial<CompletedCoursesQuery>;
}
