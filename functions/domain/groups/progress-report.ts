// The progress report: the group's completed courses. Date order (the default; a completion-date
// filter is a key range), name order and course order are indexed views, one Query a page with the
// total from the day counters; search and the course/status filters read the group's completed
// courses in the view's order and match each row (cost grows with them; see docs/data-model.md).
import type { CompletedCourse, CompletedCoursesQuery } from '@shared/contracts/group-progress';
import { matchesFilter, parseFilter, type Filter } from '@shared/rules/group-filters';
import {
  COMPLETION_ROWS,
  listCompletionsInOrder,
  listMatchingCompletions,
  type CompletionRow,
} from '@functions/data/group-completions';
import { countExpirations, listExpirationsPage, type DateRange } from '@functions/data/group-expirations';
import { Invalid, type FieldErrors } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';

const STATUSES = ['passed', 'expired'] as const;
const statusOn = (row: CompletionRow, today: string) =>
  row.expirationDate && row.expirationDate < today ? 'expired' : 'passed';

function present(row: CompletionRow, today: string): CompletedCourse {
  return {
    id: row.userCourseUuid,
    user: { id: row.userId, firstName: row.firstName, lastName: row.lastName },
    userCourse: { progress: 100 },
    passedAt: row.passedAt,
    expirationDate: row.expirationDate,
    course: { id: row.courseId, name: row.courseName },
    examType: row.examType,
    status: statusOn(row, today),
    userCourseUuid: row.userCourseUuid,
    providerCardId: row.providerCardId,
    cmeEvaluationSubmittedAt: row.cmeEvaluationSubmittedAt ?? null,
  };
}

interface ReportFilters {
  course: Filter | null;
  status: Filter | null;
  passedAt: Filter | null;
}

function reportFilters(query: CompletedCoursesQuery): ReportFilters {
  const errors: FieldErrors = {};
  const parse = (field: 'course' | 'status' | 'passedAt', kind: 'select' | 'date') => {
    const raw = query[field];
    if (!raw) return null;
    const parsed = parseFilter(kind, raw);
    if (!parsed.ok) errors[field] = [parsed.message];
    else if (
      field === 'status' &&
      'values' in parsed.filter &&
      parsed.filter.values.some((v) => !(STATUSES as readonly string[]).includes(v))
    )
      errors[field] = ['is not a course status'];
    else return parsed.filter;
    return null;
  };
  const filters = {
    course: parse('course', 'select'),
    status: parse('status', 'select'),
    passedAt: parse('passedAt', 'date'),
  };
  if (Object.keys(errors).length) throw new Invalid(errors);
  return filters;
}

/** A completion-date filter as a key range; null for Blank (every completed course has a date). */
function dateRange(filter: Filter | null): DateRange | null {
  if (!filter || filter.op === '!!') return { from: null, to: null };
  if (filter.op === '!') return null;
  if (filter.op === '..') return { from: filter.from, to: filter.to };
  if (filter.op === '>=') return { from: filter.date, to: null };
  if (filter.op === '<=') return { from: null, to: filter.date };
  const day = filter.op === '=' || filter.op === '==' ? filter.values[0]! : null;
  return { from: day, to: day };
}

export async function listCompletedCourses(group: GroupScope, query: CompletedCoursesQuery, today: string) {
  const filters = reportFilters(query);
  const search = query.search?.trim().toLowerCase() ?? '';
  const range = dateRange(filters.passedAt);
  const request = { page: query.page, perPage: query.perPage, cursor: query.cursor };
  if (!range)
    return {
      data: [],
      pagination: { page: query.page, perPage: query.perPage, totalPages: 0, totalEntries: 0, cursor: null },
    };
  const order = query.sort === 'name' ? 'name' : query.sort === 'course' ? 'course' : 'date';
  // Unsorted or by completion date: newest first unless asked otherwise (a report of completions
  // reads from the latest). Any other column ascending unless asked otherwise, then by date the same
  // way: Course Progress is 100 on every completed course, so sorted by it the date decides.
  const byDate = !query.sort || query.sort === 'passedAt';
  const descending = byDate ? query.sort_order !== 'asc' : query.sort_order === 'desc';
  const dated = range.from !== null || range.to !== null;
  const page =
    search || filters.course || filters.status || (order !== 'date' && dated)
      ? await listMatchingCompletions(
          group,
          { by: order, descending },
          (row) =>
            (!search || `${row.firstName} ${row.lastName} ${row.courseName}`.toLowerCase().includes(search)) &&
            (!filters.course || matchesFilter(filters.course, row.courseId, 'select')) &&
            (!filters.status || matchesFilter(filters.status, statusOn(row, today), 'select')) &&
            (!filters.passedAt || matchesFilter(filters.passedAt, row.completedOn, 'date')),
          request,
        )
      : order !== 'date'
        ? await listCompletionsInOrder(
            group,
            order,
            descending,
            request,
            await countExpirations(group, range, COMPLETION_ROWS),
          )
        : await listExpirationsPage<CompletionRow>(group, range, request, descending, COMPLETION_ROWS);
  return { data: page.items.map((row) => present(row, today)), pagination: page.pagination };
}
