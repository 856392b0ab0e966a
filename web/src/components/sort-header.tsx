// A sortable column header: a button cycling asc, desc, cleared (spec section 9), with aria-sort on
// the cell and the state said to screen readers. Every portal list's sortable columns use it.
import type { SortOrder } from '@shared/rules/group-filters';
import './sort-header.css';

export function SortHeader({
  label,
  sort,
  onSort,
  className,
}: {
  label: string;
  sort: SortOrder | null;
  onSort: () => void;
  /** The cell's class (e.g. a number column's alignment). */
  className?: string;
}) {
  const ariaSort = sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button type="button" className="sort-header" onClick={onSort}>
        {label} <span aria-hidden="true">{sort === 'asc' ? '▲' : sort === 'desc' ? '▼' : '↕'}</span>
        <span className="visually-hidden">
          {sort === 'asc' ? ', sorted ascending' : sort === 'desc' ? ', sorted descending' : ', not sorted'}
        </span>
      </button>
    </th>
  );
}
