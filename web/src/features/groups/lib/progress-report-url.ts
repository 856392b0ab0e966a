// The progress report's view in the URL (search, filters, sort, page, page size, columns), like the members list's.
import type { CompletedCoursesQuery } from '@shared/contracts/group-progress';
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
  const sort = params.get('sort');
  if (sort === 'name' || sort === 'passedAt') {
    query.sort = sort;
    query.sort_order = params.get('sort_order') === 'asc' ? 'asc' : 'desc';
  }
  for (const name of REPORT_FILTER_PARAMS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query as Partial<CompletedCoursesQuery>;
}
