// A group's large CSV export jobs: the request writes one as `pending`, the worker claims it
// (pending -> running, conditional, so a retried or doubled invocation does nothing) and finishes it
// as `ready` (with the file's key) or `failed`. In the group's partition, so another group's id finds
// nothing; the table's TTL removes it after a day (the file's S3 lifecycle is separate).
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { GroupScope } from '../lib/group-scope';
import { db, tableName, ttlIn } from './table';
import { itemSchema, parseItem, stringMap } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure } from './writes';

const EXPORT_KINDS = ['members', 'compliance'] as const;
const EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export interface GroupExport {
  id: string;
  groupId: string;
  kind: ExportKind;
  /** The view's validated query (filters, search, sort), without paging. */
  query: Record<string, string>;
  /** The requester's calendar day: compliance buckets are computed for it. */
  today: string;
  status: ExportStatus;
  createdAt: string;
  startedAt?: string;
  finishedAt?: string;
  /** Private bucket key of the file (when ready). */
  fileKey?: string;
  rows?: number;
  /** Why it failed, for the admin (never an exception's text). */
  message?: string;
}

const EXPORT_TTL_SECONDS = 24 * 60 * 60;

const groupExportSchema = /* @__PURE__ */ itemSchema<GroupExport & { ttl?: number }>('GroupExport', () =>
  z.looseObject({
    id: z.string(),
    groupId: z.string(),
    kind: z.enum(EXPORT_KINDS),
    query: stringMap(z.string()),
    today: z.string(),
    status: z.enum(EXPORT_STATUSES),
    createdAt: z.string(),
    startedAt: z.optional(z.string()),
    finishedAt: z.optional(z.string()),
    fileKey: z.optional(z.string()),
    rows: z.optional(z.number()),
    message: z.optional(z.string()),
    ttl: z.optional(z.number()),
  }),
);

/** The job as stored, without the table's bookkeeping. */
function fromItem(item: Record<string, unknown>): GroupExport {
  const { ttl: _ttl, ...job } = parseItem(groupExportSchema, item);
  return job;
}

export async function putExport(group: GroupScope, job: Omit<GroupExport, 'groupId' | 'status'>): Promise<GroupExport> {
  const item: GroupExport = { ...job, groupId: group.id, status: 'pending' };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.groupExport(group.id, job.id), type: 'GroupExport', ...item, ttl: ttlIn(EXPORT_TTL_SECONDS) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return item;
}

export async function getExport(group: GroupScope, exportId: string): Promise<GroupExport | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupExport(group.id, exportId), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : null;
}

/** pending -> running; null when the job is not pending (already claimed, finished or gone). */
export async function claimExport(group: GroupScope, exportId: string, now: string): Promise<GroupExport | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.groupExport(group.id, exportId),
        UpdateExpression: 'SET #status = :running, startedAt = :now',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':pending': 'pending', ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    // ALL_NEW after a successful update: the item is there.
    return fromItem(Attributes ?? {});
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** running -> ready | failed (only from running: a finished job is never rewritten). */
export async function finishExport(
  group: GroupScope,
  exportId: string,
  outcome: { status: 'ready'; fileKey: string; rows: number } | { status: 'failed'; message: string },
  now: string,
): Promise<void> {
  const fields =
    outcome.status === 'ready' ? { fileKey: outcome.fileKey, rows: outcome.rows } : { message: outcome.message };
  const names = Object.keys(fields);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.groupExport(group.id, exportId),
      UpdateExpression: `SET #status = :status, finishedAt = :now, ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((name) => [`#${name}`, name])) },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':running': 'running',
        ':now': now,
        ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
      },
    }),
  );
}
