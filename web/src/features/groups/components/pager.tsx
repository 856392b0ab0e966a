// Paging for the portal's tables: the page size (10, 30, 100) and previous/next, with where we are.
import { useId } from 'react';
import { PAGE_SIZES } from '@shared/constants';
import type { Pagination } from '@shared/contracts/envelope';
import { Button } from '@web/components/ui';

export function Pager({
  pagination,
  onPage,
  onPerPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const id = useId();
  const { page, perPage, totalPages, totalEntries } = pagination;
  return (
    <nav className="group-pager" aria-label="Pages">
      <label className="list-field" htmlFor={`${id}-size`}>
        Rows per page
        <select id={`${id}-size`} value={perPage} onChange={(event) => onPerPage(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <Button size="small" onClick={() => onPage(page - 1)} isDisabled={page <= 1}>
        Previous page
      </Button>
      <span aria-live="polite">
        Page {totalPages ? page : 0} of {totalPages} ({totalEntries} in all)
      </span>
      <Button size="small" onClick={() => onPage(page + 1)} isDisabled={page >= totalPages}>
        Next page
      </Button>
    </nav>
  );
}
