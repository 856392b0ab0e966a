// The members table: Name (always first) then the chosen columns, every one sortable (asc, desc,
// cleared), and each member's actions; on a phone each member is a card (labelled values). Links keep the list's query string, so closing a dialog
// returns to the view.
import { Fragment } from 'react';
import { TableScroll } from '@web/components/ui';
import { Link } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import type { GroupUser } from '@shared/contracts/groups';
import { SortHeader } from '@web/components/sort-header';
import { DateText } from '@web/components/date-text';
import type { ListSort } from '@web/lib/list-sort';
import { columnLabel } from '../lib/members-url';
import { StatusBadge } from './status-badge';

interface MembersTableProps {
  rows: GroupUser[];
  columns: string[];
  sort: ListSort | null;
  onSort: (column: string) => void;
  search: string;
}

/** Counts, aligned on the right; they and the other short values take only their width (`fit`). */
const NUMBERS = new Set(['compliantCourses', 'nonCompliantCourses', 'ce']);
const SHORT = new Set([...NUMBERS, 'lastSignInAt', 'groupAdmin', 'status']);
const cellClass = (column: string) =>
  [NUMBERS.has(column) ? 'num' : null, SHORT.has(column) ? 'fit' : null].filter(Boolean).join(' ') || undefined;
/** Enrolled courses wrap their chips before the addresses wrap (a header's width caps what the column takes). */
const headerClass = (column: string) => (column === 'pendingCourses' ? 'group-table__courses' : cellClass(column));

function cell(row: GroupUser, column: string) {
  switch (column) {
    case 'email':
      return <BreakableEmail email={row.email} />;
    case 'pendingCourses':
      return row.pendingCourses.length
        ? row.pendingCourses.map((course) => (
            <span key={course.productId} className="group-chip" style={{ background: course.color }}>
              {course.name}
            </span>
          ))
        : '—';
    case 'compliantCourses':
      return row.compliantCourses;
    case 'nonCompliantCourses':
      return row.nonCompliantCourses;
    case 'ce':
      return row.ce;
    case 'lastSignInAt':
      return row.lastSignInAt ? <DateText value={row.lastSignInAt} /> : 'Never';
    case 'groupAdmin':
      return row.groupAdmin ? 'Yes' : 'No';
    case 'status':
      return <StatusBadge status={row.status} />;
    default:
      return '';
  }
}

/** An address that may wrap before its @ or after a dot before it (not anywhere), so its column can be narrower. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [...email.slice(0, at).split(/(?<=\.)/), email.slice(at)] : [email];
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order, never reordered
    <Fragment key={index}>
      {index ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

export function MembersTable({ rows, columns, sort, onSort, search }: MembersTableProps) {
  const orderOf = (column: string) => (sort?.column === column ? sort.order : null);
  return (
    <TableScroll label="Members of your group">
      <table className="group-table list-cards stack-on-phone">
        <caption className="visually-hidden">Members of your group</caption>
        <thead>
          <tr>
            <SortHeader label="Name" sort={orderOf('name')} onSort={() => onSort('name')} />
            {columns.map((column) => (
              <SortHeader
                key={column}
                label={columnLabel(column)}
                sort={orderOf(column)}
                onSort={() => onSort(column)}
                className={headerClass(column)}
              />
            ))}
            <th scope="col" className="fit">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-member-id={row.id}>
              <th scope="row">
                <Link to={href(paths.groupMember, { userId: row.id })}>
                  {row.firstName} {row.lastName}
                </Link>
              </th>
              {columns.map((column) => (
                <td key={column} className={cellClass(column)} data-label={columnLabel(column)}>
                  {cell(row, column)}
                </td>
              ))}
              <td className="fit">
                <Link
                  to={`${href(paths.groupMembersEnroll, { id: row.id })}${search}`}
                  aria-label={`Enroll ${row.firstName} ${row.lastName}`}
                >
                  Enroll
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
