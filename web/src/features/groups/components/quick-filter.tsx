// A most-used filter in the list's toolbar: one value or all (the URL's `==:<value>`). A filter the
// panel set up that one value cannot say (several values, blank) shows as 'Custom'.
import { useId } from 'react';
import { formatFilter } from '@shared/rules/group-filters';
import { CUSTOM, optionsOf, quickValue, type FilterSpec } from '../lib/list-filters';

export function QuickFilter({
  spec,
  value,
  onChange,
}: {
  spec: FilterSpec;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const picked = quickValue(spec, value);
  return (
    <label className="list-field list-toolbar__quick" htmlFor={id}>
      {spec.label}
      <select
        id={id}
        value={picked}
        onChange={(event) => {
          const next = event.target.value;
          if (next !== CUSTOM) onChange(next ? formatFilter({ op: '==', values: [next] }) : null);
        }}
      >
        <option value="">{spec.quick}</option>
        {optionsOf(spec).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {picked === CUSTOM ? (
          <option value={CUSTOM} disabled>
            Custom
          </option>
        ) : null}
      </select>
    </label>
  );
}
