// The column chooser: show or hide each column and move it up or down (buttons, no dragging
// needed); 'reset column order' restores the default columns. The first column (Name) is always shown.
import { useId } from 'react';
import { Button } from '@web/components/ui';
import { MEMBER_COLUMN_SET, columnLabel as labelIn, type ColumnSet } from '../lib/members-url';

interface ColumnChooserProps {
  columns: string[];
  onChange: (columns: string[] | null) => void;
  /** The list's columns (the members list's by default). */
  set?: ColumnSet;
}

export function ColumnChooser({ columns, onChange, set = MEMBER_COLUMN_SET }: ColumnChooserProps) {
  const id = useId();
  const columnLabel = (column: string) => labelIn(column, set);
  const hidden = set.all.map((c) => c.id).filter((c) => !columns.includes(c));
  const move = (index: number, by: number) => {
    const next = [...columns];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  return (
    <details className="group-columns">
      <summary>Columns</summary>
      <ul aria-labelledby={`${id}-shown`}>
        <li id={`${id}-shown`}>
          <strong>Shown (Name is always shown)</strong>
        </li>
        {columns.map((column, index) => (
          <li key={column}>
            <span>{columnLabel(column)}</span>
            <Button
              size="small"
              onClick={() => move(index, -1)}
              isDisabled={index === 0}
              aria-label={`Move ${columnLabel(column)} up`}
            >
              ↑
            </Button>
            <Button
              size="small"
              onClick={() => move(index, 1)}
              isDisabled={index === columns.length - 1}
              aria-label={`Move ${columnLabel(column)} down`}
            >
              ↓
            </Button>
            <Button
              size="small"
              onClick={() => onChange(columns.filter((c) => c !== column))}
              aria-label={`Hide ${columnLabel(column)}`}
            >
              Hide
            </Button>
          </li>
        ))}
        {hidden.map((column) => (
          <li key={column}>
            <span>{columnLabel(column)}</span>
            <Button
              size="small"
              onClick={() => onChange([...columns, column])}
              aria-label={`Show ${columnLabel(column)}`}
            >
              Show
            </Button>
          </li>
        ))}
      </ul>
      <Button
        size="small"
        variation="link"
        onClick={() => onChange(null)}
        isDisabled={columns.join() === set.defaults.join()}
      >
        reset column order
      </Button>
    </details>
  );
}
