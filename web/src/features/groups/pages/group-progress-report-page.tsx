// /group-portal/progress-report: the courses the group's members completed; the table is the page.
// One toolbar over it (search, lowercased with a 400 ms debounce; Course; saved filters; the filter
// panel; the column chooser), the sort cycle on every column and page sizes; all of it in the URL,
// like the members list.
import { Outlet, useSearchParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useCompletedCourses } from '../api/list-completed-courses';
import { useCourseOptions } from '../api/external-certifications';
import { ColumnChooser } from '../components/column-chooser';
import { ListToolbar } from '../components/list-toolbar';
import { Pager } from '../components/pager';
import { ProgressReportTable } from '../components/progress-report-table';
import { sortChange } from '@web/lib/list-sort';
import type { FilterSpec } from '../lib/list-filters';
import { changedParams, columnsOf } from '../lib/members-url';
import { REPORT_COLUMNS, reportQuery, reportSort } from '../lib/progress-report-url';
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
  const columns = columnsOf(params, REPORT_COLUMNS);
  const sort = reportSort(params);
  const filters: FilterSpec[] = [
    { param: 'course', label: 'Course', kind: 'select', options: courses, quick: 'All courses' },
    { param: 'status', label: 'Status', kind: 'select', options: STATUS_OPTIONS, quick: 'All statuses' },
    { param: 'passedAt', label: 'Completion Date', kind: 'date' },
  ];

  return (
    <div className="page list-page">
      <div className="page-header">
        <Heading level={1}>Progress Report</Heading>
      </div>
      <ListToolbar
        label="completed courses"
        params={params}
        onChange={change}
        filters={filters}
        search={{ label: 'Search completed courses', value: search, onChange: setSearch }}
        saved={{ modelType: 'user_exams', listPath: paths.groupProgressReport }}
        columns={
          <ColumnChooser
            set={REPORT_COLUMNS}
            columns={columns}
            onChange={(next) => change({ columns: next ? next.join(',') : null, page: params.get('page') })}
          />
        }
      />
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
