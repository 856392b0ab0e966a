// A date column's filter: =, <= and >= need a date; between needs both (the empty one is marked);
// blank and not blank need none.
import { useId, useState } from 'react';
import {
  OPERATOR_LABELS,
  OPERATORS_BY_KIND,
  formatFilter,
  parseFilter,
  type Filter,
  type FilterOperator,
} from '@shared/rules/group-filters';
import { Button } from '@web/components/ui';

interface DateFilterProps {
  label: string;
  value: string | null;
  onApply: (value: string | null) => void;
}

export function DateFilter({ label, value, onApply }: DateFilterProps) {
  const id = useId();
  const current = value ? parseFilter('date', value) : null;
  const initial = current?.ok ? current.filter : null;
  const [op, setOp] = useState<FilterOperator>(initial?.op ?? '>=');
  const [from, setFrom] = useState(
    initial?.op === '..'
      ? initial.from
      : initial && 'date' in initial
        ? initial.date
        : initial && 'values' in initial
          ? initial.values[0]!
          : '',
  );
  const [to, setTo] = useState(initial?.op === '..' ? initial.to : '');
  const [error, setError] = useState<string | null>(null);
  const between = op === '..';
  const needsDate = op !== '!' && op !== '!!';

  const apply = () => {
    const filter: Filter = !needsDate
      ? { op: op as '!' | '!!' }
      : between
        ? { op: '..', from, to }
        : op === '='
          ? { op: '=', values: [from] }
          : { op: op as '>=' | '<=', date: from };
    const checked = parseFilter('date', formatFilter(filter));
    if (!checked.ok) return setError(checked.message);
    setError(null);
    onApply(formatFilter(checked.filter));
  };
  const missing = (v: string) => !!error && !v;
  return (
    <fieldset className="filter-editor">
      <legend>{label}</legend>
      <div className="filter-editor__fields">
        <label className="list-field" htmlFor={`${id}-op`}>
          Operator
          <select
            id={`${id}-op`}
            value={op}
            onChange={(event) => {
              setOp(event.target.value as FilterOperator);
              setError(null);
            }}
          >
            {OPERATORS_BY_KIND.date.map((operator) => (
              <option key={operator} value={operator}>
                {OPERATOR_LABELS[operator]}
              </option>
            ))}
          </select>
        </label>
        {needsDate ? (
          <label className="list-field" htmlFor={`${id}-from`}>
            {between ? 'From' : 'Date'}
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={missing(from)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
        ) : null}
        {between ? (
          <label className="list-field" htmlFor={`${id}-to`}>
            To
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={missing(to)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="filter-editor__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="filter-editor__actions">
        <Button size="small" onClick={apply}>
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
