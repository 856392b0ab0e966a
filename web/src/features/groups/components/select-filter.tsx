// A select column's filter: an operator (= all, == any, blank, not blank) and values to pick. Apply
// is disabled until = or == has a value (spec: 'Please select at least one value'); the message shows
// only once the user has touched the filter, not on a fresh page.
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

interface SelectFilterProps {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The URL's `<op>:<values>` or null. */
  value: string | null;
  onApply: (value: string | null) => void;
}

export function SelectFilter({ label, options, value, onApply }: SelectFilterProps) {
  const id = useId();
  const current = value ? parseFilter('select', value) : null;
  const [op, setOp] = useState<FilterOperator>(current?.ok ? current.filter.op : '==');
  const [picked, setPicked] = useState<string[]>(
    current?.ok && 'values' in current.filter ? current.filter.values : [],
  );
  const needsValues = op === '=' || op === '==';
  const [touched, setTouched] = useState(false);
  const invalid = needsValues && picked.length === 0;
  const showError = invalid && touched;
  const apply = () =>
    onApply(formatFilter(needsValues ? { op: op as '=' | '==', values: picked } : { op: op as '!' | '!!' }));
  return (
    <fieldset className="group-fieldset">
      <legend>{label}</legend>
      <label className="group-select" htmlFor={`${id}-op`}>
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
          className="plain-fieldset"
          aria-label={`${label} values`}
          aria-describedby={showError ? `${id}-error` : undefined}
        >
          {options.map((option) => (
            <label key={option.value} style={{ marginRight: 12 }}>
              <input
                type="checkbox"
                checked={picked.includes(option.value)}
                onChange={(event) => {
                  setPicked(
                    event.target.checked ? [...picked, option.value] : picked.filter((v) => v !== option.value),
                  );
                  setTouched(true);
                }}
              />{' '}
              {option.label}
            </label>
          ))}
          {showError ? (
            <p id={`${id}-error`} className="group-error">
              {FILTER_MESSAGES.oneValue}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Button size="small" onClick={apply} isDisabled={invalid}>
        Apply
      </Button>
      {value ? (
        <Button size="small" variation="link" onClick={() => onApply(null)}>
          Clear {label.toLowerCase()} filter
        </Button>
      ) : null}
    </fieldset>
  );
}
