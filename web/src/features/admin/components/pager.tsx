// Page controls for the spec's paged tables: page size 10, 30 or 100 (default 10), previous / next.
import { PAGE_SIZE_OPTIONS } from '@shared/constants';
import type { PageSize } from '@shared/contracts/contract';
import type { Pagination } from '@shared/contracts/envelope';
import { Button } from '@web/components/ui';

export function Pager({
  pagination,
  onPage,
  onPerPage,
  label,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
  label: string;
}) {
  const { page, perPage, totalPages, totalEntries } = pagination;
  return (
    <nav className="admin-pager" aria-label={`${label} pages`}>
      <label className="admin-pager__size">
        Rows per page{' '}
        <select value={perPage} onChange={(event) => onPerPage(Number(event.target.value) as PageSize)}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">
        Page {Math.min(page, Math.max(totalPages, 1))} of {Math.max(totalPages, 1)} ({totalEntries} in all)
      </span>
      <Button size="small" isDisabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button size="small" isDisabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
