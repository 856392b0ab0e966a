// CE Broker reports: one item per earned CE certificate and reporting state license, in the learner's
// partition (their page lists them with one Query). While a report waits for a send it is also on
// GSI1 (`BOARD_REPORTS_DUE`, sorted by when it is due): the job's work list, read oldest first, so no
// Scan finds work. Every change is conditioned on what its writer read (`version`), and a send's
// outcome on the claim that made it (`attemptId`), so two job runs never send one report twice.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { ReportStatus } from '@shared/rules/board-reporting';
import { itemSchema, nullableString, parseItem } from './items';
import * as keys from './keys';
import { db, decodeCursor, encodeCursor, queryAll, tableName } from './table';
import { isConditionalCheckFailure, versionCheck, type TransactItem } from './writes';

/** What a send carried beyond the report's fixed fields (course, date, hours): the licensee and the license. */
export interface SentLicensee {
  licenseeFirstName: string;
  licenseeLastName: string;
  licenseNumber: string;
  professionCode: string;
  stateId: string;
  sentAt: string;
}

export type SendOutcomeKind = 'accepted' | 'rejected' | 'unavailable';

export interface BoardReportHistoryEntry {
  at: string;
  outcome: SendOutcomeKind;
  code: string | null;
  message: string | null;
}

export interface BoardReport {
  id: string;
  userId: string;
  userCourseUuid: string;
  courseId: string;
  courseTitle: string;
  accreditationId: string;
  accreditationName: string;
  licenseId: string;
  /** shared/rules/board-reporting.ts REPORTING_BOARDS id (e.g. FL-RN), as of the last send or creation. */
  boardId: string;
  courseNumber: string;
  completedOn: string;
  creditHours: number;
  status: ReportStatus;
  /** Sends in all. */
  attempts: number;
  /** Failed sends since the last success or manual retry: the backoff's count. */
  failedSends: number;
  /** The claim of the send under way (or last made): its outcome is recorded only under it. */
  attemptId: string | null;
  /** When the job takes it up (pending, failed with tries left, or a send's lease); null: never by itself. */
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  sent: SentLicensee | null;
  /** CE Broker's id of the accepted completion, and the licensee id its receipt named. */
  ceBrokerId: string | null;
  licenseeId: string | null;
  /** CE Broker's reply to the last send (or why there was none). */
  reply: { code: string | null; message: string; at: string } | null;
  /** The last ten sends. */
  history: BoardReportHistoryEntry[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

const HISTORY_KEPT = 10;

const boardReportSchema = /* @__PURE__ */ itemSchema<BoardReport>('BoardReport', () =>
  z.looseObject({
    id: z.string(),
    userId: z.string(),
    userCourseUuid: z.string(),
    courseId: z.string(),
    courseTitle: z.string(),
    accreditationId: z.string(),
    accreditationName: z.string(),
    licenseId: z.string(),
    boardId: z.string(),
    courseNumber: z.string(),
    completedOn: z.string(),
    creditHours: z.number(),
    status: z.enum(['pending', 'submitted', 'accepted', 'rejected', 'failed']),
    attempts: z.number(),
    failedSends: z.number(),
    attemptId: nullableString(),
    nextAttemptAt: nullableString(),
    lastAttemptAt: nullableString(),
    sent: z.nullable(
      z.looseObject({
        licenseeFirstName: z.string(),
        licenseeLastName: z.string(),
        licenseNumber: z.string(),
        professionCode: z.string(),
        stateId: z.string(),
        sentAt: z.string(),
      }),
    ),
    ceBrokerId: nullableString(),
    licenseeId: nullableString(),
    reply: z.nullable(z.looseObject({ code: nullableString(), message: z.string(), at: z.string() })),
    history: z.array(
      z.looseObject({
        at: z.string(),
        outcome: z.enum(['accepted', 'rejected', 'unavailable']),
        code: nullableString(),
        message: nullableString(),
      }),
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number(),
  }),
);

const item = (report: BoardReport) => ({
  ...keys.boardReport(report.userId, report.id),
  ...(report.nextAttemptAt ? keys.boardReportDue(report.nextAttemptAt, report.id) : {}),
  type: 'BoardReport',
  ...report,
});

/**
 * A new report inside the transaction that earns its certificate: unconditioned, since no report of
 * that user course can exist before the certificate is earned (the transaction itself runs once).
 */
export const boardReportPut = (report: BoardReport): TransactItem => ({
  Put: { TableName: tableName(), Item: item(report) },
});

/** A new report on its own (a license added later): false when it already exists. */
export async function createBoardReport(report: BoardReport): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: item(report), ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export const listBoardReportsOf = (userId: string) =>
  queryAll(keys.boardReportsPrefix(userId), { consistent: true, item: boardReportSchema });

export async function getBoardReport(userId: string, reportId: string): Promise<BoardReport | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.boardReport(userId, reportId), ConsistentRead: true }),
  );
  return Item ? parseItem(boardReportSchema, Item) : null;
}

/** The job's work list: reports due by `now`, oldest first, `limit` a page. */
export async function listDueBoardReports(
  now: string,
  limit: number,
  cursor: string | null,
): Promise<{ items: BoardReport[]; cursor: string | null }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      // '~' sorts after every character of an id: everything due at or before now.
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :until',
      ExpressionAttributeValues: { ':pk': keys.boardReportsDue().GSI1PK, ':until': `${now}#~` },
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor),
    }),
  );
  return {
    items: (page.Items ?? []).map((raw) => parseItem(boardReportSchema, raw)),
    cursor: encodeCursor(page.LastEvaluatedKey),
  };
}

/**
 * Writes `next` over `current` when the stored report is still `current` (its version), moving it on
 * or off the work list with its `nextAttemptAt`. `extra` adds a condition (e.g. the claim). The
 * report as written, or null when it had changed (or gone).
 */
async function replaceIfUnchanged(
  current: BoardReport,
  next: BoardReport,
  extra?: { expression: string; values: Record<string, unknown> },
): Promise<BoardReport | null> {
  const written: BoardReport = { ...next, version: current.version + 1 };
  const version = versionCheck(current.version);
  const { version: _version, ...fields } = written;
  const due = written.nextAttemptAt ? keys.boardReportDue(written.nextAttemptAt, written.id) : null;
  const sets: Record<string, unknown> = { ...fields, ...due };
  const names = Object.keys(sets);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.boardReport(current.userId, current.id),
        UpdateExpression: `SET ${[...names.map((name) => `#${name} = :${name}`), version.set].join(', ')}${
          due ? '' : ' REMOVE GSI1PK, GSI1SK'
        }`,
        ConditionExpression: `attribute_exists(PK) AND ${version.condition}${extra ? ` AND ${extra.expression}` : ''}`,
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((name) => [`#${name}`, name])), ...version.names },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name) => [`:${name}`, sets[name]])),
          ...version.values,
          ...extra?.values,
        },
      }),
    );
    return written;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/**
 * Claims a due report for one send: it becomes `submitted` under a new `attemptId`, stays on the work
 * list until `leaseUntil` (a send whose function stopped is taken up again), and records what is
 * sent. Null when another run claimed or changed it first.
 */
export function claimBoardReport(
  report: BoardReport,
  claim: { attemptId: string; at: string; leaseUntil: string; boardId: string; sent: SentLicensee },
): Promise<BoardReport | null> {
  return replaceIfUnchanged(report, {
    ...report,
    status: 'submitted',
    boardId: claim.boardId,
    attemptId: claim.attemptId,
    attempts: report.attempts + 1,
    nextAttemptAt: claim.leaseUntil,
    lastAttemptAt: claim.at,
    sent: claim.sent,
    updatedAt: claim.at,
  });
}

/** The outcome of one send, written only under the claim that made it. */
export function recordSendOutcome(
  claimed: BoardReport,
  outcome: {
    status: Extract<ReportStatus, 'accepted' | 'rejected' | 'failed'>;
    at: string;
    nextAttemptAt: string | null;
    failedSends: number;
    reply: BoardReport['reply'];
    ceBrokerId: string | null;
    licenseeId: string | null;
    entry: BoardReportHistoryEntry;
  },
): Promise<BoardReport | null> {
  return replaceIfUnchanged(
    claimed,
    {
      ...claimed,
      status: outcome.status,
      nextAttemptAt: outcome.nextAttemptAt,
      failedSends: outcome.failedSends,
      reply: outcome.reply,
      ceBrokerId: outcome.ceBrokerId ?? claimed.ceBrokerId,
      licenseeId: outcome.licenseeId ?? claimed.licenseeId,
      history: [...claimed.history, outcome.entry].slice(-HISTORY_KEPT),
      updatedAt: outcome.at,
    },
    { expression: 'attemptId = :claim', values: { ':claim': claimed.attemptId } },
  );
}

/** A learner's retry: pending again, due now, with a fresh backoff. Null when it changed meanwhile. */
export function requeueBoardReport(report: BoardReport, at: string): Promise<BoardReport | null> {
  return replaceIfUnchanged(report, { ...report, status: 'pending', failedSends: 0, nextAttemptAt: at, updatedAt: at });
}

/** Forgets a report never accepted (its license was deleted, or no longer reports this credit). */
export async function deleteUnacceptedBoardReport(report: BoardReport): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.boardReport(report.userId, report.id),
        ConditionExpression: '#version = :version AND #status <> :accepted',
        ExpressionAttributeNames: { '#version': 'version', '#status': 'status' },
        ExpressionAttributeValues: { ':version': report.version, ':accepted': 'accepted' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
