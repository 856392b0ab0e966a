// The progress report's sort read from the URL agrees with the server's: the completion date
// without `sort_order` is newest first (the report's default order), any other column ascending.
import { describe, expect, it } from 'vitest';
import { reportQuery, reportSort } from '@web/features/groups/lib/progress-report-url';

const params = (query: string) => new URLSearchParams(query);

describe('the progress report sort in the URL', () => {
  it('?sort=passedAt alone is newest first, as the server answers it; asked either way it is that way', () => {
    expect(reportSort(params('sort=passedAt'))).toEqual({ column: 'passedAt', order: 'desc' });
    expect(reportQuery(params('sort=passedAt'))).toMatchObject({ sort: 'passedAt', sort_order: 'desc' });
    expect(reportSort(params('sort=passedAt&sort_order=asc'))).toEqual({ column: 'passedAt', order: 'asc' });
    expect(reportSort(params('sort=passedAt&sort_order=desc'))).toEqual({ column: 'passedAt', order: 'desc' });
  });

  it('any other column ascending unless desc; an unknown column or none is no sort', () => {
    expect(reportSort(params('sort=progress'))).toEqual({ column: 'progress', order: 'asc' });
    expect(reportSort(params('sort=name&sort_order=desc'))).toEqual({ column: 'name', order: 'desc' });
    expect(reportSort(params('sort=email'))).toBeNull();
    expect(reportSort(params(''))).toBeNull();
    expect(reportQuery(params(''))).not.toHaveProperty('sort');
  });
});
