// The progress report's table: Name then the chosen columns, every one sortable (asc, desc, cleared),
// and the actions: the provider card, offered only for passed or expired courses that have one. On a
// phone each completed course is a card (labelled values).
import { TableScroll } from '@web/components/ui';
import { Link } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import type { CompletedCourse } from '../api/list-completed-courses';
import { DateText } from '@web/components/date-text';
import { SortHeader } from '@web/components/sort-header';
import type { ListSort } from '@web/lib/list-sort';
import { columnLabel } from '../lib/members-url';
import { REPORT_COLUMNS } from '../lib/progress-report-url';

interface ProgressReportTableProps {
  rows: CompletedCourse[];
  columns: string[];
  sort: ListSort | null;
  onSort: (column: string) => void;
}

function cell(row: CompletedCourse, column: string) {
  switch (column) {
    case 'progress':
      return (
        <>
          <progress max={100} value={row.userCourse.progress} aria-label={`${row.course.name} progress`} />{' '}
          {row.userCourse.progress}%
        </>
      );
    case 'passedAt':
      return <DateText value={row.passedAt} />;
    case 'course':
      return `${row.course.name} (${row.examType})`;
    default:
      return '';
  }
}

const cardUrl = (row: CompletedCourse) =>
  `/api/groups/provider_cards/${encodeURIComponent(row.providerCardId!)}.pdf?user_id=${encodeURIComponent(row.user.id)}&user_course_uuid=${encodeURIComponent(row.userCourseUuid)}`;

export function ProgressReportTable({ rows, columns, sort, onSort }: ProgressReportTableProps) {
  const orderOf = (column: string) => (sort?.column === column ? sort.order : null);
  return (
    <TableScroll label="Courses your members completed">
      <table className="group-table list-cards stack-on-phone">
        <caption className="visually-hidden">Courses your members completed</caption>
        <thead>
          <tr>
            <SortHeader label="Name" sort={orderOf('name')} onSort={() => onSort('name')} />
            {columns.map((column) => (
              <SortHeader
                key={column}
                label={columnLabel(column, REPORT_COLUMNS)}
                sort={orderOf(column)}
                onSort={() => onSort(column)}
                className={column === 'passedAt' ? 'fit' : undefined}
              />
            ))}
            <th scope="col" className="fit">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={href(paths.groupMember, { userId: row.user.id })}>
                  {row.user.firstName} {row.user.lastName}
                </Link>
              </th>
              {columns.map((column) => (
                <td
                  key={column}
                  className={column === 'passedAt' ? 'fit' : undefined}
                  data-label={columnLabel(column, REPORT_COLUMNS)}
                >
                  {cell(row, column)}
                </td>
              ))}
              <td className="fit" data-label="Actions">
                {row.providerCardId && (row.status === 'passed' || row.status === 'expired') ? (
                  <a href={cardUrl(row)} target="_blank" rel="noreferrer">
                    Provider card
                    <span className="visually-hidden">
                      {' '}
                      of {row.user.firstName} {row.user.lastName}, {row.course.name}
                    </span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
