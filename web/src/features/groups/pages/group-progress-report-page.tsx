// /group-portal/progress-report: the courses the group's members completed, with search (lowercased,
// 400 ms debounce), filters, the sort cycle on every column, the column chooser, page sizes and
// saved filters; all of it in the URL, like the members list.
import { useId } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading, TextField } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useCompletedCourses } from '../api/list-completed-courses';
import { useCourseOptions } from '../api/external-certifications';
import { ColumnChooser } from '../components/column-chooser';
import { DateFilter } from '../components/date-filter';
import { FiltersDisclosure } from '../components/filters-disclosure';
import { FiltersResetOnUrl } from '../components/filters-reset-on-url';
import { Pager } from '../components/pager';
import { ProgressReportTable } from '../components/progress-report-table';
import { SavedFilters } from '../components/saved-filters';
import { SelectFilter } from '../components/select-filter';
import { sortChange } from '@web/lib/list-sort';
import { changedParams, columnsOf } from '../lib/members-url';
import { REPORT_COLUMNS, REPORT_FILTER_PARAMS, reportQuery, reportSort } from '../lib/progress-report-url';
import { useDebouncedSearch } from '../lib/use-debounced-search';
import { useGroupLiveUpdates } from '../lib/live-updates';
import '../groups.css';

const STATUS_OPTIONS = [
  { value: 'passed', label: 'Passed' },
  { value: 'expired', label: 'Expired' },
];

export function GroupProgressReportPage() {
  usePageTitle('Progress Report');
  useGroupLiveUpdates();
  const [params, setParams] = useSearchParams();
  const query = reportQuery(params);
  const report = useCompletedCourses(query);
  const courses = useCourseOptions();
  const change = (changes: Record<string, string | null>) => setParams(changedParams(params, changes));
  const [search, setSearch] = useDebouncedSearch(params.get('search') ?? '', (value) =>
    change({ search: value || null }),
  );
  const filtersId = useId();
  const columns = columnsOf(params, REPORT_COLUMNS);
  const sort = reportSort(params);

  return (
    <div className="page">
      <div className="page-header">
        <Heading level={1}>Progress Report</Heading>
      </div>
      <div className="group-toolbar">
        <TextField
          label="Search completed courses"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        <ColumnChooser
          set={REPORT_COLUMNS}
          columns={columns}
          onChange={(next) => change({ columns: next ? next.join(',') : null, page: params.get('page') })}
        />
      </div>
      <section aria-labelledby={filtersId} className="stack">
        <Heading level={2} id={filtersId}>
          Filters
        </Heading>
        <SavedFilters modelType="user_exams" listPath={paths.groupProgressReport} />
        <FiltersDisclosure active={REPORT_FILTER_PARAMS.filter((name) => params.get(name)).length}>
          <FiltersResetOnUrl params={params} names={REPORT_FILTER_PARAMS}>
            <SelectFilter
              label="Course"
              options={courses}
              value={params.get('course')}
              onApply={(value) => change({ course: value })}
            />
            <SelectFilter
              label="Status"
              options={STATUS_OPTIONS}
              value={params.get('status')}
              onApply={(value) => change({ status: value })}
            />
            <DateFilter
              label="Completion Date"
              value={params.get('passedAt')}
              onApply={(value) => change({ passedAt: value })}
            />
          </FiltersResetOnUrl>
        </FiltersDisclosure>
      </section>
      <QueryState
        query={report}
        pending="Loading the progress report…"
        failed="We could not load the progress report"
        variant="section"
      >
        {(page) => (
          <>
            {page.data.length === 0 ? (
              <p className="empty-state" role="status">
                No completed courses match this view.
              </p>
            ) : (
              <ProgressReportTable
                rows={page.data}
                columns={columns}
                sort={sort}
                onSort={(column) => change(sortChange(sort, column))}
              />
            )}
            <Pager
              pagination={page.pagination}
              onPage={(p) => change({ page: String(p) })}
              onPerPage={(perPage) => change({ perPage: String(perPage) })}
            />
          </>
        )}
      </QueryState>
      <Outlet />
    </div>
  );
}
