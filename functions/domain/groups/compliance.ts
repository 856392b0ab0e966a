// The compliance page: expirations by date (or member name, or course) with their bucket today,
// filtered by bucket or date (both key ranges of the date order), and the chart's counts from the
// day counters.
import type { ExpirationsQuery, UserCourseExpiration } from '@shared/contracts/groups';
import { complianceOn } from '@shared/rules/compliance';
import {
  BUCKET_VALUES,
  COMPLIANCE_BUCKETS,
  bucketsRange,
  expirationsByMonth,
  intersectRanges,
  type DateRange,
} from '@shared/rules/group-compliance';
import { parseFilter } from '@shared/rules/group-filters';
import {
  countExpirations,
  expirationDays,
  getMemberRows,
  listExpirationsInOrder,
  listExpirationsInOrderWithin,
  listExpirationsPage,
  type ExpirationOrder,
} from '@functions/data/group-expirations';
import type { ExpirationRow, MemberRow } from '@functions/data/group-members';
import { Invalid, type FieldErrors } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';

/** The date range the query's filters select; null when they select nothing. */
export function expirationRange(
  query: Pick<ExpirationsQuery, 'compliance' | 'expirationDate'>,
  today: string,
): DateRange | null {
  const errors: FieldErrors = {};
  let range: DateRange | null = { from: null, to: null };
  if (query.compliance) {
    const parsed = parseFilter('select', query.compliance);
    if (!parsed.ok) errors.compliance = [parsed.message];
    else if (!('values' in parsed.filter)) errors.compliance = [`Operator not found: ${parsed.filter.op}`];
    else {
      const buckets = parsed.filter.values.map((value) => BUCKET_VALUES[value]);
      const picked = buckets.every(Boolean)
        ? bucketsRange(buckets as NonNullable<(typeof buckets)[number]>[], today)
        : null;
      if (!buckets.every(Boolean)) errors.compliance = ['is not a compliance state'];
      else if (!picked) errors.compliance = ['Choose compliance states next to each other'];
      else range = intersectRanges(range!, picked);
    }
  }
  if (query.expirationDate) {
    const parsed = parseFilter('date', query.expirationDate);
    if (!parsed.ok) errors.expirationDate = [parsed.message];
    else if (parsed.filter.op === '!' || parsed.filter.op === '!!')
      errors.expirationDate = [`Operator not found: ${parsed.filter.op}`];
    else {
      const f = parsed.filter;
      const dates: DateRange =
        f.op === '..'
          ? { from: f.from, to: f.to }
          : f.op === '>='
            ? { from: f.date, to: null }
            : f.op === '<='
              ? { from: null, to: f.date }
              : 'values' in f
                ? { from: f.values[0]!, to: f.values[0]! }
                : { from: null, to: null };
      range = range && intersectRanges(range, dates);
    }
  }
  if (Object.keys(errors).length) throw new Invalid(errors);
  return range;
}

export function presentExpiration(
  row: ExpirationRow,
  member: MemberRow | undefined,
  today: string,
): UserCourseExpiration {
  return {
    id: row.sourceId,
    expirationDate: row.expirationDate,
    compliance: complianceOn(today, row.expirationDate),
    source: row.source,
    courseExpirationGroup: row.courseExpirationGroup,
    user: {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      pendingCourseIds: Object.values(member?.pendingCourses ?? {}).map((course) => course.courseId),
    },
  };
}

/** The index a sort reads besides the date order (compliance buckets follow the dates). */
export const expirationOrderOf = (query: Pick<ExpirationsQuery, 'sort'>): ExpirationOrder | null =>
  query.sort === 'name' || query.sort === 'course' ? query.sort : null;

export async function listExpirations(group: GroupScope, query: ExpirationsQuery, today: string) {
  const range = expirationRange(query, today);
  if (!range)
    return {
      data: [],
      pagination: { page: query.page, perPage: query.perPage, totalPages: 0, totalEntries: 0, cursor: null },
    };
  const descending = query.sort_order === 'desc';
  const order = expirationOrderOf(query);
  const filtered = range.from !== null || range.to !== null;
  const page = !order
    ? await listExpirationsPage(group, range, query, descending)
    : filtered
      ? await listExpirationsInOrderWithin(group, order, descending, range, query)
      : await listExpirationsInOrder(group, order, descending, query, await countExpirations(group, range));
  const members = await getMemberRows(
    group,
    page.items.map((row) => row.userId),
  );
  return {
    data: page.items.map((row) => presentExpiration(row, members.get(row.userId), today)),
    pagination: page.pagination,
  };
}

export async function expirationSummary(group: GroupScope, today: string) {
  const days = await expirationDays(group, { from: null, to: null });
  const months = expirationsByMonth(days, today);
  const buckets = Object.fromEntries(
    COMPLIANCE_BUCKETS.map((bucket) => [bucket, months.reduce((sum, m) => sum + m.counts[bucket], 0)]),
  );
  return { buckets, months };
}
