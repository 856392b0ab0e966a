// The members table: Name (always first) then the chosen columns, every one sortable (asc, desc,
// cleared), and each member's actions. Links keep the list's query string, so closing a dialog
// returns to the view.
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

function cell(row: GroupUser, column: string) {
  switch (column) {
    case 'email':
      return row.email;
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

export function MembersTable({ rows, columns, sort, onSort, search }: MembersTableProps) {
  const orderOf = (column: string) => (sort?.column === column ? sort.order : null);
  return (
    <TableScroll label="Members of your group">
      <table className="group-table">
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
              />
            ))}
            <th scope="col">Actions</th>
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
                <td key={column}>{cell(row, column)}</td>
              ))}
              <td>
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
