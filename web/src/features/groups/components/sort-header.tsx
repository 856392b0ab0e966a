// A sortable column header: a button cycling asc, desc, cleared, with aria-sort on the cell.
import type { SortOrder } from '@shared/rules/group-filters';

export function SortHeader({ label, sort, onSort }: { label: string; sort: SortOrder | null; onSort: () => void }) {
  const ariaSort = sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="group-table__sort" onClick={onSort}>
        {label} <span aria-hidden="true">{sort === 'asc' ? '▲' : sort === 'desc' ? '▼' : '↕'}</span>
        <span className="visually-hidden">
          {sort === 'asc' ? ', sorted ascending' : sort === 'desc' ? ', sorted descending' : ', not sorted'}
        </span>
      </button>
    </th>
  );
}
