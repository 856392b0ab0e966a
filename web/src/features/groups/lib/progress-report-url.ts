// The progress report's view in the URL (search, filters, sort, page, page size, columns), like the members list's.
import type { CompletedCoursesQuery } from '@shared/contracts/group-progress';
import { REPORT_SORTS } from '@shared/contracts/list-options';
import { sortFromUrl } from '@web/lib/list-sort';
import { listQuery, type ColumnSet } from './members-url';

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

export function reportQuery(params: URLSearchParams): Partial<CompletedCoursesQuery> {
  const query: Record<string, string | number> = listQuery(params);
  const sort = sortFromUrl(params, REPORT_SORTS);
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
