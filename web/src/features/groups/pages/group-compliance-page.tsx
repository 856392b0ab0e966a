// /group-portal/compliance: a compact chart of expirations by month and bucket (its numbers as a
// table one click away), then the page's table: the expirations by date, under one toolbar (the
// bucket, saved filters, the filter panel with the bucket and date filters), with the assign button
// (Assigned once a pending course matches; the enroll dialog opens over this page and closes back to
// it) and the CSV of the view in the header. Every column but Actions sorts (asc, desc, cleared).
// Filters, sort and page live in the URL.
import { DateText, formatIsoMonth } from '@web/components/date-text';
import { lazy, Suspense, useId } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '@shared/constants';
import { href, paths } from '@shared/paths';
import { COMPLIANCE_BUCKETS } from '@shared/rules/group-compliance';
import { EXPIRATION_SORTS } from '@shared/contracts/list-options';
import { Heading, TableScroll } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';
import { QueryState } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { useExpirations, useExpirationSummary, type UserCourseExpiration } from '../api/compliance';
import { ListToolbar } from '../components/list-toolbar';
import { BucketBadge } from '../components/status-badge';
import { Pager } from '../components/pager';
import { CsvDownload } from '../components/csv-download';
import { SortHeader } from '@web/components/sort-header';
import { sortChange, sortFromUrl } from '@web/lib/list-sort';
import type { FilterSpec } from '../lib/list-filters';
import { changedParams } from '../lib/members-url';
import { useGroupLiveUpdates } from '../lib/live-updates';
import '../groups.css';

const ComplianceChart = lazy(() =>
  import('../components/compliance-chart').then((m) => ({ default: m.ComplianceChart })),
);
const BUCKET_OPTIONS = [
  { value: 'expired', label: 'Expired' },
  { value: 'expiring_soon', label: 'Expiring Soon' },
  { value: 'expiring_later', label: 'Expiring Later' },
  { value: 'valid', label: 'Valid' },
];

const FILTERS: FilterSpec[] = [
  { param: 'compliance', label: 'Compliance', kind: 'select', options: BUCKET_OPTIONS, quick: 'All states' },
  { param: 'expirationDate', label: 'Expiration Date', kind: 'date' },
];

const assigned = (row: UserCourseExpiration) =>
  row.user.pendingCourseIds.some((id) => row.courseExpirationGroup.courseIds.includes(id));

export function GroupCompliancePage() {
  usePageTitle('Compliance');
  useGroupLiveUpdates();
  const [params, setParams] = useSearchParams();
  // Groups with unlimited certifications have no assign step (spec section 1): no Actions column.
  const assigns = useSession().group?.unlimitedCertifications !== true;
  const change = (changes: Record<string, string | null>) => setParams(changedParams(params, changes));
  const page = Number(params.get('page') ?? '1');
  const perPage = Number(params.get('perPage') ?? '10');
  const sort = sortFromUrl(params, EXPIRATION_SORTS);
  const filters: Record<string, string> = {
    ...Object.fromEntries(
      ['compliance', 'expirationDate'].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
    ),
    ...(sort ? { sort: sort.column, sort_order: sort.order } : {}),
  };
  const query = {
    ...filters,
    page: Number.isNaN(page) ? 1 : Math.max(page, 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 10,
  };
  const rows = useExpirations(query);
  const summary = useExpirationSummary();
  const chartId = useId();
  const csv = new URLSearchParams(filters).toString();
  const orderOf = (column: string) => (sort?.column === column ? sort.order : null);
  const sortBy = (column: string) => change(sortChange(sort, column));

  return (
    <div className="page list-page">
      <div className="page-header">
        <Heading level={1}>Compliance</Heading>
        <div className="page-header__actions">
          <CsvDownload kind="compliance" search={csv ? `?${csv}` : ''} />
        </div>
      </div>
      <section className="card compliance-months" aria-labelledby={chartId}>
        <Heading level={2} id={chartId}>
          Expirations by month
        </Heading>
        <QueryState query={summary} pending="Loading the chart…" failed="We could not load the chart" variant="block">
          {(data) =>
            data.months.length === 0 ? (
              <p className="empty-state">No expirations yet.</p>
            ) : (
              <>
                <Suspense fallback={<LoadingState label="Drawing the chart…" />}>
                  <ComplianceChart months={data.months} />
                </Suspense>
                <details className="compliance-months__numbers">
                  <summary>Show the numbers as a table</summary>
                  <TableScroll label="Expirations by month">
                    <table className="group-table">
                      <caption>Expirations by month and compliance state</caption>
                      <thead>
                        <tr>
                          <th scope="col">Month</th>
                          {COMPLIANCE_BUCKETS.map((b) => (
                            <th key={b} scope="col" className="num">
                              {b}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {data.months.map((m) => (
                          <tr key={m.month}>
                            <th scope="row">{formatIsoMonth(m.month)}</th>
                            {COMPLIANCE_BUCKETS.map((b) => (
                              <td key={b} className="num">
                                {m.counts[b] ?? 0}
                              </td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableScroll>
                </details>
              </>
            )
          }
        </QueryState>
      </section>
      <ListToolbar
        label="expirations"
        params={params}
        onChange={change}
        filters={FILTERS}
        saved={{ modelType: 'user_course_expirations', listPath: paths.groupCompliance }}
      />
      <QueryState
        query={rows}
        pending="Loading expirations…"
        failed="We could not load the expirations"
        variant="section"
      >
        {(result) => (
          <>
            {result.data.length === 0 ? (
              <p className="empty-state" role="status">
                No expirations match this view.
              </p>
            ) : (
              <TableScroll label="Expirations">
                <table className="group-table list-cards stack-on-phone">
                  <caption className="visually-hidden">Expirations</caption>
                  <thead>
                    <tr>
                      <SortHeader label="Name" sort={orderOf('name')} onSort={() => sortBy('name')} />
                      <SortHeader label="Course" sort={orderOf('course')} onSort={() => sortBy('course')} />
                      <SortHeader
                        label="Expiration Date"
                        sort={orderOf('expirationDate')}
                        onSort={() => sortBy('expirationDate')}
                        className="fit"
                      />
                      <SortHeader
                        label="Compliance"
                        sort={orderOf('compliance')}
                        onSort={() => sortBy('compliance')}
                        className="fit"
                      />
                      {assigns ? (
                        <th scope="col" className="fit">
                          Actions
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody>
                    {result.data.map((row) => (
                      <tr key={row.id}>
                        <th scope="row">
                          <Link to={href(paths.groupMember, { userId: row.user.id })}>
                            {row.user.firstName} {row.user.lastName}
                          </Link>
                        </th>
                        <td data-label="Course">{row.courseExpirationGroup.name}</td>
                        <td className="fit" data-label="Expiration Date">
                          <DateText value={row.expirationDate} />
                        </td>
                        <td className="fit" data-label="Compliance">
                          <BucketBadge bucket={row.compliance} />
                        </td>
                        {assigns ? (
                          <td className="fit">
                            {assigned(row) ? (
                              <span>Assigned</span>
                            ) : (
                              <Link
                                to={`${href(paths.groupComplianceEnroll, { id: row.user.id })}${params.size ? `?${params}` : ''}`}
                                aria-label={`Assign a course to ${row.user.firstName} ${row.user.lastName}`}
                              >
                                Assign
                              </Link>
                            )}
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
            <Pager
              pagination={result.pagination}
              onPage={(p) => change({ page: String(p) })}
              onPerPage={(size) => change({ perPage: String(size) })}
            />
          </>
        )}
      </QueryState>
      <Outlet />
    </div>
  );
}
