// The column chooser, a pop-over from the toolbar's Columns button: a checkbox shows or hides each
// column, Move up and Move down order the shown ones (buttons, no dragging needed), 'reset column
// order' restores the default columns. The first column (Name) is always shown.
import { useId } from 'react';
import { Button } from '@web/components/ui';
import { MEMBER_COLUMN_SET, columnLabel as labelIn, type ColumnSet } from '../lib/members-url';
import { usePopoverDetails } from '../lib/use-popover-details';

interface ColumnChooserProps {
  columns: string[];
  onChange: (columns: string[] | null) => void;
  /** The list's columns (the members list's by default). */
  set?: ColumnSet;
}

export function ColumnChooser({ columns, onChange, set = MEMBER_COLUMN_SET }: ColumnChooserProps) {
  const id = useId();
  const ref = usePopoverDetails();
  const columnLabel = (column: string) => labelIn(column, set);
  const hidden = set.all.map((c) => c.id).filter((c) => !columns.includes(c));
  const move = (index: number, by: number) => {
    const next = [...columns];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  return (
    <details className="list-menu" ref={ref}>
      <summary className="list-menu__button">Columns</summary>
      <div className="list-menu__panel">
        <p className="list-menu__title" id={`${id}-title`}>
          Columns to show
        </p>
        <p className="list-menu__hint">Name is always shown.</p>
        <ul className="column-list" aria-labelledby={`${id}-title`}>
          {columns.map((column, index) => (
            <li key={column}>
              <label className="filter-option">
                <input type="checkbox" checked onChange={() => onChange(columns.filter((c) => c !== column))} />
                {columnLabel(column)}
              </label>
              <span className="column-list__moves">
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
              </span>
            </li>
          ))}
          {hidden.map((column) => (
            <li key={column}>
              <label className="filter-option">
                <input type="checkbox" checked={false} onChange={() => onChange([...columns, column])} />
                {columnLabel(column)}
              </label>
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
      </div>
    </details>
  );
}
