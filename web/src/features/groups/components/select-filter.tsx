// A select column's filter: an operator (= all, == any, blank, not blank) and values to pick. Apply
// is disabled until = or == has a value (spec: 'Please select at least one value'); the message shows
// only once the user has touched the filter, not on a fresh page. It starts from the URL's filter
// (a reload or a shared link shows what is applied); options an API list gives (its URL with
// perPage 100, G:214) show while they load, and a value of the URL among none of them still shows, picked.
import { useId, useState } from 'react';
import {
  FILTER_MESSAGES,
  OPERATOR_LABELS,
  OPERATORS_BY_KIND,
  formatFilter,
  parseFilter,
  type FilterOperator,
} from '@shared/rules/group-filters';
import { Button } from '@web/components/ui';
import type { FilterOption, LoadedOptions } from '../lib/list-filters';

interface SelectFilterProps {
  label: string;
  /** Fixed options, or the query of the list they come from. */
  options: readonly FilterOption[] | LoadedOptions;
  /** The URL's `<op>:<values>` or null. */
  value: string | null;
  onApply: (value: string | null) => void;
}

export function SelectFilter({ label, options: given, value, onApply }: SelectFilterProps) {
  const id = useId();
  const loaded = 'isPending' in given ? given : null;
  const listed = 'isPending' in given ? (given.data ?? []) : given;
  const current = value ? parseFilter('select', value) : null;
  const [op, setOp] = useState<FilterOperator>(current?.ok ? current.filter.op : '==');
  const [picked, setPicked] = useState<string[]>(
    current?.ok && 'values' in current.filter ? current.filter.values : [],
  );
  const needsValues = op === '=' || op === '==';
  const [touched, setTouched] = useState(false);
  const invalid = needsValues && picked.length === 0;
  const showError = invalid && touched;
  // A picked value no option names (the list not loaded yet, or it no longer offers it) shows as itself.
  const options = [
    ...listed,
    ...picked.filter((v) => !listed.some((option) => option.value === v)).map((v) => ({ value: v, label: v })),
  ];
  const apply = () =>
    onApply(formatFilter(needsValues ? { op: op as '=' | '==', values: picked } : { op: op as '!' | '!!' }));
  return (
    <fieldset className="filter-editor">
      <legend>{label}</legend>
      <label className="list-field" htmlFor={`${id}-op`}>
        Operator
        <select
          id={`${id}-op`}
          value={op}
          onChange={(event) => {
            setOp(event.target.value as FilterOperator);
            setTouched(true);
          }}
        >
          {OPERATORS_BY_KIND.select.map((operator) => (
            <option key={operator} value={operator}>
              {operator === '=' ? 'Matches all' : OPERATOR_LABELS[operator]}
            </option>
          ))}
        </select>
      </label>
      {needsValues ? (
        <fieldset
          className="plain-fieldset filter-options"
          aria-label={`${label} values`}
          aria-describedby={showError ? `${id}-error` : undefined}
        >
          {options.map((option) => (
            <label key={option.value} className="filter-option">
              <input
                type="checkbox"
                checked={picked.includes(option.value)}
                onChange={(event) => {
                  setPicked(
                    event.target.checked ? [...picked, option.value] : picked.filter((v) => v !== option.value),
                  );
                  setTouched(true);
                }}
              />
              {option.label}
            </label>
          ))}
          {loaded?.isPending ? <span role="status">Loading options…</span> : null}
          {loaded?.isError ? <span role="alert">We could not load the options.</span> : null}
          {showError ? (
            <p id={`${id}-error`} className="filter-editor__error">
              {FILTER_MESSAGES.oneValue}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="filter-editor__actions">
        <Button size="small" onClick={apply} isDisabled={invalid}>
          Apply
        </Button>
        {value ? (
          <Button size="small" variation="link" onClick={() => onApply(null)}>
            Clear {label.toLowerCase()} filter
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
