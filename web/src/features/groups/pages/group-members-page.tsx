// /group-portal/members: search (lowercased, 400 ms debounce), filters with the spec's operators,
// the sort cycle on every column, the column chooser, page sizes; all of it in the URL. Rows update live.
import { useId } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { MEMBER_STATUSES, MEMBER_STATUS_LABELS } from '@shared/rules/group-members';
import { Heading, TextField } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useDebouncedSearch } from '../lib/use-debounced-search';
import { useGroupUsers } from '../api/list-group-users';
import { useProductOptions } from '../api/list-products';
import { ColumnChooser } from '../components/column-chooser';
import { FiltersDisclosure } from '../components/filters-disclosure';
import { FiltersResetOnUrl } from '../components/filters-reset-on-url';
import { DateFilter } from '../components/date-filter';
import { MembersTable } from '../components/members-table';
import { Pager } from '../components/pager';
import { SelectFilter } from '../components/select-filter';
import { SavedFilters } from '../components/saved-filters';
import { CsvDownload } from '../components/csv-download';
import { MEMBER_SORTS } from '@shared/contracts/list-options';
import { sortChange, sortFromUrl } from '@web/lib/list-sort';
import { changedParams, columnsOf, MEMBER_FILTER_PARAMS, membersQuery } from '../lib/members-url';
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
  const filtersId = useId();
  // Enrolled Courses filters by the products the group enrolls from (its seats, or the catalogue when
  // unlimited): options from the products list's URL with perPage 100 (G:214).
  const courseOptions = useProductOptions();
  const sort = sortFromUrl(params, MEMBER_SORTS);

  return (
    <div className="page">
      <div className="page-header">
        <Heading level={1}>Members</Heading>
        <ButtonLink to={paths.groupMembersInvite} variation="primary">
          Invite Members
        </ButtonLink>
      </div>
      <div className="group-toolbar">
        <TextField
          label="Search members"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        <CsvDownload kind="members" search={csvQuery(params)} />
        <ColumnChooser
          columns={columnsOf(params)}
          onChange={(columns) => change({ columns: columns ? columns.join(',') : null, page: params.get('page') })}
        />
      </div>
      <section aria-labelledby={filtersId} className="stack">
        <Heading level={2} id={filtersId}>
          Filters
        </Heading>
        <SavedFilters modelType="users" listPath={paths.groupMembers} />
        <FiltersDisclosure active={MEMBER_FILTER_PARAMS.filter((name) => params.get(name)).length}>
          <FiltersResetOnUrl params={params} names={MEMBER_FILTER_PARAMS}>
            <SelectFilter
              label="Status"
              options={STATUS_OPTIONS}
              value={params.get('status')}
              onApply={(value) => change({ status: value })}
            />
            {courseOptions.data?.length !== 0 || params.get('pendingCourses') ? (
              <SelectFilter
                label="Enrolled Courses"
                options={courseOptions}
                value={params.get('pendingCourses')}
                onApply={(value) => change({ pendingCourses: value })}
              />
            ) : null}
            <DateFilter
              label="Last Sign In"
              value={params.get('lastSignInAt')}
              onApply={(value) => change({ lastSignInAt: value })}
            />
            <SelectFilter
              label="Admin"
              options={ADMIN_OPTIONS}
              value={params.get('groupAdmin')}
              onApply={(value) => change({ groupAdmin: value })}
            />
          </FiltersResetOnUrl>
        </FiltersDisclosure>
      </section>
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
