// A list's filters, declared once per page: the toolbar's quick pick, the filter panel's editors and
// the applied-filter chips all read them. A filter lives in the URL under its own parameter as
// `<op>:<value>` (shared/rules/group-filters.ts).
import { OPERATOR_LABELS, parseFilter } from '@shared/rules/group-filters';

export interface FilterOption {
  value: string;
  label: string;
}

/** Options read from the API: the list query's state. */
export interface LoadedOptions {
  data: readonly FilterOption[] | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface FilterSpec {
  /** The URL parameter (the column's). */
  param: string;
  label: string;
  kind: 'select' | 'date';
  /** A select column's values: fixed, or the query of the list they come from. */
  options?: readonly FilterOption[] | LoadedOptions;
  /** A most-used filter: also a one-value pick in the toolbar, whose empty choice reads this ('All statuses'). */
  quick?: string;
}

export const optionsOf = (spec: FilterSpec): readonly FilterOption[] =>
  !spec.options ? [] : 'isPending' in spec.options ? (spec.options.data ?? []) : spec.options;

/** The filters the URL applies. */
export const activeFilters = (specs: readonly FilterSpec[], params: URLSearchParams): FilterSpec[] =>
  specs.filter((spec) => params.get(spec.param));

/**
 * The toolbar pick for the URL's filter: '' for none, the value when the filter picks one value
 * ('matches any' or 'is'), CUSTOM for anything the panel's editor set up (several values, blank).
 */
export const CUSTOM = '__custom';
export function quickValue(spec: FilterSpec, raw: string | null): string {
  if (!raw) return '';
  const parsed = parseFilter(spec.kind, raw);
  if (parsed.ok && 'values' in parsed.filter && parsed.filter.values.length === 1) return parsed.filter.values[0]!;
  return CUSTOM;
}

/** What a chip says of an applied filter: 'Enrolled, Compliant', 'Later than 2026-01-01', 'Blank'. */
export function describeFilter(spec: FilterSpec, raw: string): string {
  const parsed = parseFilter(spec.kind, raw);
  if (!parsed.ok) return raw;
  const { filter } = parsed;
  const name = (value: string) => optionsOf(spec).find((option) => option.value === value)?.label ?? value;
  switch (filter.op) {
    case '!':
    case '!!':
      return OPERATOR_LABELS[filter.op];
    case '..':
      return `${filter.from} to ${filter.to}`;
    case '>=':
    case '<=':
      return `${OPERATOR_LABELS[filter.op]} ${filter.date}`;
    case '=':
      return spec.kind === 'date' ? filter.values.join(', ') : filter.values.map(name).join(' and ');
    default:
      return filter.values.map(name).join(' or ');
  }
}
