// /group-portal/members: the table is the page. One toolbar over it (search, lowercased with a
// 400 ms debounce; Status; saved filters; the filter panel with every filter and the spec's
// operators; the column chooser), the sort cycle on every column and page sizes; all of it in the
// URL. Rows update live.
import { Outlet, useSearchParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { MEMBER_STATUSES, MEMBER_STATUS_LABELS } from '@shared/rules/group-members';
import { Heading } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useDebouncedSearch } from '../lib/use-debounced-search';
import { useGroupUsers } from '../api/list-group-users';
import { useProductOptions } from '../api/list-products';
import { ColumnChooser } from '../components/column-chooser';
import { ListToolbar } from '../components/list-toolbar';
import { MembersTable } from '../components/members-table';
import { Pager } from '../components/pager';
import { CsvDownload } from '../components/csv-download';
import { MEMBER_SORTS } from '@shared/contracts/list-options';
import { sortChange, sortFromUrl } from '@web/lib/list-sort';
import type { FilterSpec } from '../lib/list-filters';
import { changedParams, columnsOf, membersQuery } from '../lib/members-url';
import { useGroupLiveUpdates } from '../lib/live-updates';
import '../groups.css';

const STATUS_OPTIONS = MEMBER_STATUSES.map((status) => ({ value: status, label: MEMBER_STATUS_LABELS[status] }));
const ADMIN_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export function GroupMembersPage() {
  usePageTitle('Members');
  useGroupLiveUpdates();
  const [params, setParams] = useSearchParams();
  const query = membersQuery(params);
  const members = useGroupUsers(query);
  const change = (changes: Record<string, string | null>) => setParams(changedParams(params, changes));
  const [search, setSearch] = useDebouncedSearch(params.get('search') ?? '', (value) =>
    change({ search: value || null }),
  );
  // Enrolled Courses filters by the products the group enrolls from (its seats, or the catalogue when
  // unlimited): options from the products list's URL with perPage 100 (G:214).
  const courseOptions = useProductOptions();
  const sort = sortFromUrl(params, MEMBER_SORTS);
  const filters: FilterSpec[] = [
    { param: 'status', label: 'Status', kind: 'select', options: STATUS_OPTIONS, quick: 'All statuses' },
    ...(courseOptions.data?.length !== 0 || params.get('pendingCourses')
      ? [{ param: 'pendingCourses', label: 'Enrolled Courses', kind: 'select', options: courseOptions } as const]
      : []),
    { param: 'lastSignInAt', label: 'Last Sign In', kind: 'date' },
    { param: 'groupAdmin', label: 'Admin', kind: 'select', options: ADMIN_OPTIONS },
  ];

  return (
    <div className="page list-page">
      <div className="page-header">
        <Heading level={1}>Members</Heading>
        <div className="page-header__actions">
          <CsvDownload kind="members" search={csvQuery(params)} />
          <ButtonLink to={paths.groupMembersInvite} variation="primary">
            Invite Members
          </ButtonLink>
        </div>
      </div>
      <ListToolbar
        label="members"
        params={params}
        onChange={change}
        filters={filters}
        search={{ label: 'Search members', value: search, onChange: setSearch }}
        saved={{ modelType: 'users', listPath: paths.groupMembers }}
        columns={
          <ColumnChooser
            columns={columnsOf(params)}
            onChange={(columns) => change({ columns: columns ? columns.join(',') : null, page: params.get('page') })}
          />
        }
      />
      <QueryState query={members} pending="Loading members…" failed="We could not load your members" variant="section">
        {(page) => (
          <>
            {page.data.length === 0 ? (
              <p className="empty-state" role="status">
                No members match this view.
              </p>
            ) : (
              <MembersTable
                rows={page.data}
                columns={columnsOf(params)}
                sort={sort}
                search={`?${params.toString()}`}
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

/** The CSV of the view: its search and filters, without paging or columns. */
function csvQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['search', 'sort', 'sort_order', 'status', 'pendingCourses', 'lastSignInAt', 'groupAdmin']) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
