// CSV exports of the members list and the compliance rows, for the view's filters. Rows are read a
// page (100) at a time; up to CSV_INLINE_MAX_ROWS the file is the reply, above that it is stored in
// the private bucket and the reply is a presigned link (see docs/data-model.md, CSV exports).
import type { ExpirationsQuery, GroupUsersQuery } from '@shared/contracts/groups';
import { MEMBER_STATUS_LABELS } from '@shared/rules/group-members';
import { storeExport } from '@functions/adapters/export-files';
import type { GroupScope } from '@functions/lib/group-scope';
import { expirationsPage } from './compliance';
import { groupUsersPage, readsIndexedView } from './group-users';

export const CSV_INLINE_MAX_ROWS = 5000;
const BATCH = 100;

/** One CSV line: fields with a comma, quote or line break are quoted, quotes doubled; a leading =, +, - or @ is neutralised (spreadsheet formulas). */
export function csvLine(fields: readonly (string | number | boolean | null)[]): string {
  return fields.map((field) => {
    let text = field === null ? '' : String(field);
    if (/^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }).join(',');
}

async function collect<T>(read: (cursor: string | undefined) => Promise<{ data: T[]; pagination: { cursor?: string | null } }>): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    rows.push(...page.data);
    cursor = page.pagination.cursor ?? undefined;
  } while (cursor);
  return rows;
}

export type CsvExport = { kind: 'file'; body: Buffer; filename: string } | { kind: 'link'; url: string };

async function deliver(group: GroupScope, filename: string, lines: string[], inlineMax: number): Promise<CsvExport> {
  const body = Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  if (lines.length - 1 <= inlineMax) return { kind: 'file', body, filename };
  return { kind: 'link', url: await storeExport(group.id, filename, body) };
}

export async function exportMembers(group: GroupScope, query: Omit<GroupUsersQuery, 'page' | 'perPage' | 'cursor'>, inlineMax = CSV_INLINE_MAX_ROWS): Promise<CsvExport> {
  const paged = { ...query, page: 1, perPage: BATCH };
  // An indexed view is read 100 rows a Query by cursor; a search or filter reads the name index once.
  const rows = readsIndexedView(paged)
    ? await collect((cursor) => groupUsersPage(group, { ...paged, cursor }))
    : (await groupUsersPage(group, { ...paged, perPage: Number.MAX_SAFE_INTEGER })).data;
  const lines = [
    csvLine(['First Name', 'Last Name', 'Email', 'Status', 'Enrolled Courses', 'In Compliance', 'Out Of Compliance', 'CE', 'Last Sign In', 'Admin']),
    ...rows.map((row) => csvLine([row.firstName, row.lastName, row.email, MEMBER_STATUS_LABELS[row.status], row.pendingCourses.map((c) => c.name).join('; '), row.compliantCourses, row.nonCompliantCourses, row.ce, row.lastSignInAt, row.groupAdmin ? 'Yes' : 'No'])),
  ];
  return deliver(group, 'members.csv', lines, inlineMax);
}

export async function exportExpirations(group: GroupScope, query: Omit<ExpirationsQuery, 'page' | 'perPage' | 'cursor'>, today: string, inlineMax = CSV_INLINE_MAX_ROWS): Promise<CsvExport> {
  const rows = await collect((cursor) => expirationsPage(group, { ...query, page: 1, perPage: BATCH, cursor }, today));
  const lines = [
    csvLine(['First Name', 'Last Name', 'Course', 'Expiration Date', 'Compliance', 'Assigned']),
    ...rows.map((row) => csvLine([row.user.firstName, row.user.lastName, row.courseExpirationGroup.name, row.expirationDate, row.compliance, row.user.pendingCourseIds.some((id) => row.courseExpirationGroup.courseIds.includes(id)) ? 'Yes' : 'No'])),
  ];
  return deliver(group, 'compliance.csv', lines, inlineMax);
}
