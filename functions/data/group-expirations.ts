// A group's compliance rows (expirations sorted by date in the sort key) and the day counters that
// give a date range's total and the chart without reading the rows. See docs/data-model.md.
import { GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { batchGetItems } from './batch-get';
import type { GroupScope } from '../lib/group-scope';
import { Invalid } from '../lib/errors';
import {
  db,
  decodeCursor,
  encodeCursor,
  matchingPage,
  queryBatches,
  queryPage,
  rangeBatches,
  tableName,
  type Page,
  type PageRequest,
} from './table';
import { itemSchema, parseItem, type ItemSchema } from './items';
import * as keys from './keys';
import { toRow, type ExpirationRow, type MemberRow } from './group-members';

export interface DateRange {
  /** Inclusive `YYYY-MM-DD` bounds; null is open. */
  from: string | null;
  to: string | null;
}

/**
 * Rows of a group kept in date order in the sort key, with a counter item per day: the compliance
 * rows (by expiration date) and the progress report's completed courses (by completion date).
 */
export interface DatedRows<T> {
  row: (groupId: string, date: string, id: string) => { SK: string };
  day: (groupId: string, date: string) => { SK: string };
  /** What a row item reads as. */
  item: ItemSchema<T>;
}

const expirationRowFields = () => ({
  groupId: z.string(),
  userId: z.string(),
  sourceId: z.string(),
  source: z.enum(['course', 'external']),
  expirationDate: z.string(),
});
const expirationRowSchema = /* @__PURE__ */ itemSchema<ExpirationRow>('GroupExpiration', () =>
  z.looseObject({
    ...expirationRowFields(),
    firstName: z.string(),
    lastName: z.string(),
    courseExpirationGroup: z.looseObject({
      id: z.string(),
      name: z.string(),
      courseIds: z.array(z.string()),
      productIds: z.array(z.string()),
    }),
  }),
);
const dayCounterSchema = /* @__PURE__ */ itemSchema('GroupExpirationDay', () =>
  z.looseObject({ date: z.string(), count: z.number() }),
);

export const EXPIRATION_ROWS: DatedRows<ExpirationRow> = {
  row: keys.groupExpiration,
  day: keys.groupExpirationDay,
  item: expirationRowSchema,
};

const HIGH = '~';
function skRange(group: GroupScope, range: DateRange, rows: DatedRows<unknown>) {
  const lower = rows.row(group.id, range.from ?? '0000-00-00', '').SK;
  const upper = rows.row(group.id, range.to ?? '9999-99-99', HIGH).SK;
  return { pk: keys.group(group.id).PK, lower, upper };
}

/** How many rows fall in the range: the day counters of the range added up (one Query of days). */
export async function countExpirations(
  group: GroupScope,
  range: DateRange,
  rows: DatedRows<unknown> = EXPIRATION_ROWS,
): Promise<number> {
  const days = await expirationDays(group, range, rows);
  return days.reduce((sum, day) => sum + day.count, 0);
}

/** The day counters in a range (bounded by distinct days, not by members). */
export async function expirationDays(
  group: GroupScope,
  range: DateRange,
  rows: DatedRows<unknown> = EXPIRATION_ROWS,
): Promise<{ date: string; count: number }[]> {
  const lower = rows.day(group.id, range.from ?? '0000-00-00').SK;
  const upper = rows.day(group.id, range.to ?? '9999-99-99').SK;
  const out: { date: string; count: number }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExclusiveStartKey: start,
        ExpressionAttributeValues: { ':pk': keys.group(group.id).PK, ':lo': lower, ':hi': upper },
        ProjectionExpression: '#date, #count',
        ExpressionAttributeNames: { '#date': 'date', '#count': 'count' },
      }),
    );
    for (const item of page.Items ?? []) {
      const { date, count } = parseItem(dayCounterSchema, item);
      if (count > 0) out.push({ date, count });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

type DatedPageRequest = { page: number; perPage: number; cursor?: string };

/**
 * One page of the compliance rows (or other dated rows) in a date range, by date (or latest first): one Query of `perPage`
 * rows from the cursor, or after skipping earlier pages with COUNT queries; the total from the day counters.
 */
export function listExpirationsPage(
  group: GroupScope,
  range: DateRange,
  request: DatedPageRequest,
  descending: boolean,
): Promise<Page<ExpirationRow>>;
export function listExpirationsPage<T>(
  group: GroupScope,
  range: DateRange,
  request: DatedPageRequest,
  descending: boolean,
  rows: DatedRows<T>,
): Promise<Page<T>>;
export async function listExpirationsPage(
  group: GroupScope,
  range: DateRange,
  request: DatedPageRequest,
  descending: boolean,
  rows: DatedRows<unknown> = EXPIRATION_ROWS,
): Promise<Page<unknown>> {
  const { pk, lower, upper } = skRange(group, range, rows);
  const base = {
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': pk, ':lo': lower, ':hi': upper },
    ScanIndexForward: !descending,
  };
  let page = request.page;
  let start: Record<string, unknown> | undefined;
  if (request.cursor) {
    // Not an item: the client's cursor, checked field by field below.
    const decoded = decodeCursor(request.cursor) as { p?: number; k?: { PK?: string; SK?: string } } | undefined;
    const sk = decoded?.k?.SK;
    if (
      !decoded ||
      typeof decoded.p !== 'number' ||
      decoded.k?.PK !== pk ||
      typeof sk !== 'string' ||
      sk < lower ||
      sk > upper
    )
      throw Invalid.field('cursor', 'is invalid');
    page = decoded.p;
    start = decoded.k;
  }
  const total = await countExpirations(group, range, rows);
  const skip = (page - 1) * request.perPage;
  if (!start && skip > 0) {
    let skipped = 0;
    do {
      const counted: QueryCommandOutput = await db().send(
        new QueryCommand({ ...base, Select: 'COUNT', Limit: skip - skipped, ExclusiveStartKey: start }),
      );
      skipped += counted.Count ?? 0;
      start = counted.LastEvaluatedKey;
    } while (start && skipped < skip);
    if (!start)
      return {
        items: [],
        pagination: {
          page,
          perPage: request.perPage,
          totalPages: Math.ceil(total / request.perPage),
          totalEntries: total,
          cursor: null,
        },
      };
  }
  const result = await db().send(new QueryCommand({ ...base, Limit: request.perPage, ExclusiveStartKey: start }));
  const items = (result.Items ?? []).map((item) => parseItem(rows.item, item));
  const more = !!result.LastEvaluatedKey && page * request.perPage < total;
  return {
    items,
    pagination: {
      page,
      perPage: request.perPage,
      totalPages: Math.ceil(total / request.perPage),
      totalEntries: total,
      cursor: more ? encodeCursor({ p: page + 1, k: result.LastEvaluatedKey }) : null,
    },
  };
}

/** Every compliance row of a date range in date order (or latest first), 100 a Query by cursor (CSV exports). */
export function expirationBatches(
  group: GroupScope,
  range: DateRange,
  descending: boolean,
): AsyncGenerator<ExpirationRow[]> {
  const { pk, lower, upper } = skRange(group, range, EXPIRATION_ROWS);
  return queryBatches(
    {
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
      ExpressionAttributeValues: { ':pk': pk, ':lo': lower, ':hi': upper },
      ScanIndexForward: !descending,
    },
    expirationRowSchema,
  );
}

/** The compliance rows' indexed orders besides date: member name (GSI2) and course (GSI3), each then by date. */
export type ExpirationOrder = 'name' | 'course';
const orderRange = (group: GroupScope, order: ExpirationOrder) =>
  order === 'name' ? keys.groupExpirationsByName(group.id) : keys.groupExpirationsByCourse(group.id);

/** One page in name or course order (one Query of `perPage` rows); the total is the caller's day-counter sum. */
export const listExpirationsInOrder = (
  group: GroupScope,
  order: ExpirationOrder,
  descending: boolean,
  request: PageRequest,
  total: number,
): Promise<Page<ExpirationRow>> =>
  queryPage(orderRange(group, order), request, { total, newestFirst: descending, item: expirationRowSchema });

/** Every compliance row in name or course order, 100 a Query by cursor, only those of a date range (`undefined`: all). */
export async function* expirationBatchesInOrder(
  group: GroupScope,
  order: ExpirationOrder,
  descending: boolean,
  range?: DateRange,
): AsyncGenerator<ExpirationRow[]> {
  const within = (row: ExpirationRow) =>
    !range ||
    ((range.from === null || row.expirationDate >= range.from) &&
      (range.to === null || row.expirationDate <= range.to));
  for await (const batch of rangeBatches(orderRange(group, order), expirationRowSchema, descending))
    yield batch.filter(within);
}

/**
 * A page in name or course order of the rows in a date range (a compliance or date filter), and how
 * many there are: reads every compliance row of the group (cost grows with them, like a search).
 */
export const listExpirationsInOrderWithin = (
  group: GroupScope,
  order: ExpirationOrder,
  descending: boolean,
  range: DateRange,
  request: { page: number; perPage: number },
): Promise<Page<ExpirationRow>> =>
  matchingPage(expirationBatchesInOrder(group, order, descending, range), () => true, request);

/** The member rows of a page's users (their pending courses), by BatchGet (≤ 100 a call). */
export async function getMemberRows(group: GroupScope, userIds: string[]): Promise<Map<string, MemberRow>> {
  const out = new Map<string, MemberRow>();
  const keyList = [...new Set(userIds)].map((id) => keys.groupMember(group.id, id));
  for (const item of await batchGetItems(keyList, 'member rows')) {
    const row = toRow(item);
    out.set(row.userId, row);
  }
  return out;
}

/** A member's compliance row of one source and date (consistent), or null when there is none. */
export async function getExpirationRow(groupId: string, date: string, sourceId: string): Promise<ExpirationRow | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.groupExpiration(groupId, date, sourceId),
      ConsistentRead: true,
    }),
  );
  return Item ? parseItem(expirationRowSchema, Item) : null;
}

/** A compliance row as the daily sweep finds it (every group's rows of one day, GSI1). */
export type DayExpiration = Pick<ExpirationRow, 'groupId' | 'userId' | 'sourceId' | 'source' | 'expirationDate'>;

const dayExpirationSchema = /* @__PURE__ */ itemSchema<DayExpiration>('GroupExpiration', () =>
  z.looseObject(expirationRowFields()),
);

/** Up to `limit` compliance rows of every group expiring on `date`, from `start`; `next` continues. */
export async function listExpirationsOnDay(
  date: string,
  start: Record<string, unknown> | undefined,
  limit: number,
): Promise<{ items: DayExpiration[]; next: Record<string, unknown> | undefined }> {
  const range = keys.groupExpirationsOnDay(date);
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: range.index,
      Limit: limit,
      ExclusiveStartKey: start,
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)',
      ExpressionAttributeValues: { ':pk': range.PK, ':sk': range.SKPrefix },
      ProjectionExpression: 'groupId, userId, sourceId, #source, expirationDate, PK, SK, GSI1PK, GSI1SK',
      ExpressionAttributeNames: { '#source': 'source' },
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => parseItem(dayExpirationSchema, item)),
    next: page.LastEvaluatedKey,
  };
}
