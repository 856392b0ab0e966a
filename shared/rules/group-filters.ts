// The group portal's table filters (spec section 9): = exact, >= later than, <= earlier than,
// .. between, ! blank, !! not blank, == matches any. A filter travels in the URL as
// `<op>:<value>` on the column's own query parameter (e.g. `status===:enrolled,compliant`,
// `lastSignInAt=..:2026-01-01,2026-03-31`), so a filtered view can be bookmarked and shared.
// The web builds and validates them with the same functions the server parses them with.

import { isIsoDate } from './dates';

export const FILTER_OPERATORS = ['=', '>=', '<=', '..', '!', '!!', '=='] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A column's filter kind: dates compare, selects pick from a list of values. */
export type FilterKind = 'date' | 'select';

export const OPERATORS_BY_KIND: Record<FilterKind, readonly FilterOperator[]> = {
  date: ['=', '>=', '<=', '..', '!', '!!'],
  select: ['=', '==', '!', '!!'],
};

export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  '=': 'Is',
  '>=': 'Later than',
  '<=': 'Earlier than',
  '..': 'Between',
  '!': 'Blank',
  '!!': 'Not Blank',
  '==': 'Matches any',
};

export const FILTER_MESSAGES = {
  date: 'Please select a date',
  bothDates: 'Please select both dates',
  oneValue: 'Please select at least one value',
  operatorNotFound: (op: string) => `Operator not found: ${op}`,
} as const;

export type Filter =
  | { op: '=' | '=='; values: string[] }
  | { op: '>=' | '<='; date: string }
  | { op: '..'; from: string; to: string }
  | { op: '!' | '!!' };

export type FilterResult = { ok: true; filter: Filter } | { ok: false; message: string };

const isDate = (value: string | undefined): value is string => !!value && isIsoDate(value);

/** Reads `<op>:<value>`; the operator must be one the column's kind allows. */
export function parseFilter(kind: FilterKind, raw: string): FilterResult {
  const colon = raw.indexOf(':');
  const op = colon === -1 ? raw : raw.slice(0, colon);
  const value = colon === -1 ? '' : raw.slice(colon + 1);
  if (!(OPERATORS_BY_KIND[kind] as readonly string[]).includes(op))
    return { ok: false, message: FILTER_MESSAGES.operatorNotFound(op) };
  const operator = op as FilterOperator;
  if (operator === '!' || operator === '!!') return { ok: true, filter: { op: operator } };
  if (kind === 'select') {
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (!values.length) return { ok: false, message: FILTER_MESSAGES.oneValue };
    return { ok: true, filter: { op: operator as '=' | '==', values } };
  }
  if (operator === '..') {
    const [from, to] = value.split(',');
    if (!isDate(from) || !isDate(to)) return { ok: false, message: FILTER_MESSAGES.bothDates };
    return { ok: true, filter: { op: '..', from, to } };
  }
  if (!isDate(value)) return { ok: false, message: FILTER_MESSAGES.date };
  return operator === '='
    ? { ok: true, filter: { op: '=', values: [value] } }
    : { ok: true, filter: { op: operator as '>=' | '<=', date: value } };
}

/** The URL form of a filter (the inverse of parseFilter). */
export function formatFilter(filter: Filter): string {
  switch (filter.op) {
    case '!':
    case '!!':
      return `${filter.op}:`;
    case '..':
      return `..:${filter.from},${filter.to}`;
    case '>=':
    case '<=':
      return `${filter.op}:${filter.date}`;
    default:
      return `${filter.op}:${filter.values.join(',')}`;
  }
}

/**
 * Whether a row's value passes a filter. Dates compare as `YYYY-MM-DD` prefixes of ISO instants;
 * a select column may hold several values (a member's pending products): `=` needs all, `==` any.
 */
export function matchesFilter(filter: Filter, value: string | string[] | null | undefined, kind: FilterKind): boolean {
  const values = value == null ? [] : Array.isArray(value) ? value : [value];
  if (filter.op === '!') return values.length === 0 || values.every((v) => v === '');
  if (filter.op === '!!') return values.some((v) => v !== '');
  if (kind === 'date') {
    const day = values[0]?.slice(0, 10);
    if (!day) return false;
    if (filter.op === '=') return day === filter.values[0];
    if (filter.op === '>=') return day >= filter.date;
    if (filter.op === '<=') return day <= filter.date;
    if (filter.op === '..') return day >= filter.from && day <= filter.to;
    return false;
  }
  if (filter.op === '=') return filter.values.every((wanted) => values.includes(wanted));
  if (filter.op === '==') return filter.values.some((wanted) => values.includes(wanted));
  return false;
}

/** Sort cycle per column: asc, desc, cleared. */
export type SortOrder = 'asc' | 'desc';
export function nextSort(
  current: { sort: string | null; order: SortOrder | null },
  column: string,
): { sort: string | null; order: SortOrder | null } {
  if (current.sort !== column || !current.order) return { sort: column, order: 'asc' };
  if (current.order === 'asc') return { sort: column, order: 'desc' };
  return { sort: null, order: null };
}
