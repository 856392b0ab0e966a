// CSV exports of the members list and the compliance rows, for the view's filters. A view whose kept
// counters say it has at most GROUP_CSV_INLINE_MAX_ROWS rows is the reply itself; a larger one is an
// export job: the request writes it and starts the csv-export worker (asynchronous invocation), which
// streams the rows, 100 a Query by cursor, into the private bucket (csv-export-jobs.ts); the admin
// polls the job for a presigned link. Memory holds one batch either way. See docs/data-model.md.
import { randomUUID } from 'node:crypto';
import type { ExpirationsQuery } from '@shared/contracts/groups';
import { csvDate } from '@shared/rules/date-format';
import { MEMBER_STATUS_LABELS } from '@shared/rules/group-members';
import { invokeWorker } from '@functions/adapters/workers';
import { claimExport, finishExport, putExport, type ExportKind } from '@functions/data/group-exports';
import {
  countExpirations,
  expirationBatches,
  expirationBatchesInOrder,
  getMemberRows,
} from '@functions/data/group-expirations';
import { memberCounters, memberRowBatches } from '@functions/data/group-members';
import { env } from '@functions/lib/env';
import type { GroupScope } from '@functions/lib/group-scope';
import { audit } from '../audit/audit';
import { expirationOrderOf, expirationRange, presentExpiration } from './compliance';
import { memberSelection, type MembersSelectionQuery } from './group-users';
import { presentGroupUser } from './present-member';

export type ComplianceSelectionQuery = Omit<ExpirationsQuery, 'page' | 'perPage' | 'cursor'>;
export type ExportRequest =
  | { kind: 'members'; query: MembersSelectionQuery }
  | { kind: 'compliance'; query: ComplianceSelectionQuery };

export const EXPORT_FILENAMES: Record<ExportKind, string> = { members: 'members.csv', compliance: 'compliance.csv' };

/** One CSV line: fields with a comma, quote or line break are quoted, quotes doubled; a leading =, +, - or @ is neutralised (spreadsheet formulas). */
export function csvLine(fields: readonly (string | number | boolean | null)[]): string {
  return fields
    .map((field) => {
      let text = field === null ? '' : String(field);
      if (/^[=+\-@]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}

// Dates are `2026-05-04` (csvDate: every spreadsheet reads it as a date, in any locale); Last Sign In gives its day.
const MEMBER_HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Status',
  'Enrolled Courses',
  'In Compliance',
  'Out Of Compliance',
  'CE',
  'Last Sign In',
  'Admin',
];
const COMPLIANCE_HEADER = ['First Name', 'Last Name', 'Course', 'Expiration Date', 'Compliance', 'Assigned'];

/** CRLF-terminated lines, one chunk per batch. */
const chunk = (lines: string[]) => (lines.length ? `${lines.join('\r\n')}\r\n` : '');

async function* memberChunks(
  group: GroupScope,
  query: MembersSelectionQuery,
  counted: { rows: number },
): AsyncGenerator<string> {
  const { view, matches } = memberSelection(query);
  yield chunk([csvLine(MEMBER_HEADER)]);
  for await (const batch of memberRowBatches(group, view)) {
    const rows = (matches ? batch.filter(matches) : batch).map(presentGroupUser);
    counted.rows += rows.length;
    yield chunk(
      rows.map((row) =>
        csvLine([
          row.firstName,
          row.lastName,
          row.email,
          MEMBER_STATUS_LABELS[row.status],
          row.pendingCourses.map((c) => c.name).join('; '),
          row.compliantCourses,
          row.nonCompliantCourses,
          row.ce,
          csvDate(row.lastSignInAt),
          row.groupAdmin ? 'Yes' : 'No',
        ]),
      ),
    );
  }
}

async function* complianceChunks(
  group: GroupScope,
  query: ComplianceSelectionQuery,
  today: string,
  counted: { rows: number },
): AsyncGenerator<string> {
  const range = expirationRange(query, today);
  yield chunk([csvLine(COMPLIANCE_HEADER)]);
  if (!range) return;
  const order = expirationOrderOf(query);
  const descending = query.sort_order === 'desc';
  const batches = order
    ? expirationBatchesInOrder(group, order, descending, range)
    : expirationBatches(group, range, descending);
  for await (const batch of batches) {
    const members = await getMemberRows(
      group,
      batch.map((row) => row.userId),
    );
    const rows = batch.map((row) => presentExpiration(row, members.get(row.userId), today));
    counted.rows += rows.length;
    yield chunk(
      rows.map((row) =>
        csvLine([
          row.user.firstName,
          row.user.lastName,
          row.courseExpirationGroup.name,
          csvDate(row.expirationDate),
          row.compliance,
          row.user.pendingCourseIds.some((id) => row.courseExpirationGroup.courseIds.includes(id)) ? 'Yes' : 'No',
        ]),
      ),
    );
  }
}

/** The export's CSV (header first) as it is read, a batch of rows a chunk; `counted.rows` grows with it. */
export function csvChunks(
  group: GroupScope,
  request: ExportRequest,
  today: string,
  counted = { rows: 0 },
): AsyncGenerator<string> {
  return request.kind === 'members'
    ? memberChunks(group, request.query, counted)
    : complianceChunks(group, request.query, today, counted);
}

/** How many rows the view has at most, from kept counters only (member and status counters, day counters). Validates the filters (422). */
async function rowBound(group: GroupScope, request: ExportRequest, today: string): Promise<number> {
  if (request.kind === 'members') {
    const { bound } = memberSelection(request.query);
    return bound(await memberCounters(group)) ?? Number.POSITIVE_INFINITY;
  }
  const range = expirationRange(request.query, today);
  return range ? countExpirations(group, range) : 0;
}

export type CsvExport = { kind: 'file'; body: Buffer; filename: string } | { kind: 'job'; exportId: string };

/** A group admin's export: the file or job of exportCsv, recorded in the audit trail (who, which view, how delivered). */
export async function requestCsvExport(
  group: GroupScope,
  actor: { userId: string; ip: string },
  request: ExportRequest,
  today: string,
): Promise<CsvExport> {
  const file = await exportCsv(group, request, today);
  await audit('export.requested', {
    actorId: actor.userId,
    groupId: group.id,
    ip: actor.ip,
    details: { kind: request.kind, delivery: file.kind },
  });
  return file;
}

/** The file, for a view within the inline limit; else a new export job with its worker started. */
export async function exportCsv(
  group: GroupScope,
  request: ExportRequest,
  today: string,
  inlineMax = env().GROUP_CSV_INLINE_MAX_ROWS,
): Promise<CsvExport> {
  if ((await rowBound(group, request, today)) <= inlineMax) {
    const parts: string[] = [];
    for await (const part of csvChunks(group, request, today)) parts.push(part);
    return { kind: 'file', body: Buffer.from(parts.join(''), 'utf8'), filename: EXPORT_FILENAMES[request.kind] };
  }
  const job = await putExport(group, {
    id: randomUUID(),
    kind: request.kind,
    query: request.query as Record<string, string>,
    today,
    createdAt: new Date().toISOString(),
  });
  try {
    await invokeWorker('csv-export', { groupId: group.id, exportId: job.id });
  } catch (error) {
    // No worker will ever run it: the job reads as failed rather than pending for a day.
    const now = new Date().toISOString();
    if (await claimExport(group, job.id, now))
      await finishExport(group, job.id, { status: 'failed', message: 'The export could not be started.' }, now);
    throw error;
  }
  return { kind: 'job', exportId: job.id };
}

/** GET /api/groups/export_users: the member list as CSV (or a job when it is large). */
export const exportUsers = (
  group: GroupScope,
  actor: { userId: string; ip: string },
  query: MembersSelectionQuery,
  today: string,
): Promise<CsvExport> => requestCsvExport(group, actor, { kind: 'members', query }, today);

/** GET /api/groups/export_user_course_expirations: the compliance list as CSV (or a job when it is large). */
export const exportExpirations = (
  group: GroupScope,
  actor: { userId: string; ip: string },
  query: ComplianceSelectionQuery,
  today: string,
): Promise<CsvExport> => requestCsvExport(group, actor, { kind: 'compliance', query }, today);
