// The one DynamoDB table. Module-level client: created once per cold start.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { sdkClientConfig, STANDARD_BUDGET } from '../lib/call-budgets';
import { env } from '../lib/env';
import { Invalid } from '../lib/errors';
import { parseItem, type ItemSchema } from './items';

let client: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient(sdkClientConfig(STANDARD_BUDGET)), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return client;
}

export function tableName(): string {
  return env().TABLE_NAME;
}

/** Epoch seconds for the table's `ttl` attribute. */
export function ttlIn(seconds: number, from = Date.now()): number {
  return Math.floor(from / 1000) + seconds;
}

/** Opaque cursor for paged queries. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined | null): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    // Not an item: the client's cursor, which each reader checks before use.
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Every item of a partition whose sort key starts with a prefix, page by page (small partitions only). */
export async function queryAll<T>(
  prefix: { PK: string; SKPrefix: string },
  options: { consistent?: boolean; attributes?: string[]; item: ItemSchema<T> },
): Promise<T[]> {
  // Only the named attributes come back (e.g. lists without large bodies); every page is still read.
  const projection = options.attributes && {
    ProjectionExpression: options.attributes.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(options.attributes.map((name, i) => [`#a${i}`, name])),
  };
  const out: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SKPrefix },
        ExclusiveStartKey: start,
        ConsistentRead: options.consistent,
        ...projection,
      }),
    );
    out.push(...(page.Items ?? []).map((raw) => parseItem(options.item, raw)));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/** Which items a paged list reads: a base-table partition and sort-key prefix, or the same on a GSI. */
export interface PagedRange {
  PK: string;
  SKPrefix: string;
  /** Read a GSI instead: PK/SKPrefix are then that index's GSInPK value and GSInSK prefix. */
  index?: 'GSI1' | 'GSI2' | 'GSI3';
}

export interface PageRequest {
  page: number;
  perPage: number;
  /** From the previous page's `pagination.cursor`: reads on from there (its page number wins). */
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  pagination: { page: number; perPage: number; totalPages: number; totalEntries: number; cursor: string | null };
}

const keyNames = (range: PagedRange) =>
  range.index ? { pk: `${range.index}PK`, sk: `${range.index}SK` } : { pk: 'PK', sk: 'SK' };

function rangeQuery(range: PagedRange, newestFirst = false) {
  const names = keyNames(range);
  return {
    TableName: tableName(),
    IndexName: range.index,
    ScanIndexForward: !newestFirst,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
    ExpressionAttributeNames: { '#pk': names.pk, '#sk': names.sk },
    ExpressionAttributeValues: { ':pk': range.PK, ':sk': range.SKPrefix },
  };
}

/** Decodes a page cursor; one that is malformed or points outside the range is the client's 422. */
function readPageCursor(cursor: string, range: PagedRange): { page: number; start: Record<string, unknown> } {
  // Not an item: the client's cursor, checked field by field below.
  const decoded = decodeCursor(cursor) as { p?: unknown; k?: Record<string, unknown> } | undefined;
  const names = keyNames(range);
  const page = decoded?.p;
  const start = decoded?.k;
  const sk = start?.[names.sk];
  const valid =
    typeof page === 'number' &&
    Number.isSafeInteger(page) &&
    page >= 1 &&
    typeof start === 'object' &&
    start !== null &&
    start[names.pk] === range.PK &&
    typeof sk === 'string' &&
    sk.startsWith(range.SKPrefix);
  if (!valid) throw Invalid.field('cursor', 'is invalid');
  return { page, start };
}

/** Counts the range's items with `Select: 'COUNT'` (nothing is returned, page by page of 1 MB). */
async function countRange(
  range: PagedRange,
  limit?: number,
  newestFirst = false,
): Promise<{ count: number; last?: Record<string, unknown> }> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        ...rangeQuery(range, newestFirst),
        Select: 'COUNT',
        ExclusiveStartKey: start,
        Limit: limit === undefined ? undefined : limit - count,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
    if (limit !== undefined && count >= limit) return { count, last: start };
  } while (start);
  return { count };
}

/**
 * One page of a range, for the spec's `page, perPage` lists. The page itself is one Query with
 * `Limit: perPage`; with a cursor it starts where the previous page stopped, without one it skips
 * the earlier pages with COUNT queries (keys are not returned). `totalEntries` comes from `total`
 * when the caller keeps a count item for the range, else from COUNT queries over the range.
 * See docs/api-primitives.md.
 */
export async function queryPage<T>(
  range: PagedRange,
  request: PageRequest,
  options: { total?: number; newestFirst?: boolean; item: ItemSchema<T> },
): Promise<Page<T>> {
  const fromCursor = request.cursor ? readPageCursor(request.cursor, range) : undefined;
  const page = fromCursor?.page ?? request.page;
  const { perPage } = request;
  const totalEntries = options.total ?? (await countRange(range)).count;

  let start = fromCursor?.start;
  const skip = (page - 1) * perPage;
  if (!fromCursor && skip > 0) {
    const skipped = await countRange(range, skip, options.newestFirst);
    start = skipped.count >= skip ? skipped.last : undefined;
    if (!start) return { items: [], pagination: paginationOf(page, perPage, totalEntries, null) };
  }
  const result = await db().send(
    new QueryCommand({ ...rangeQuery(range, options.newestFirst), Limit: perPage, ExclusiveStartKey: start }),
  );
  const items = (result.Items ?? []).map((raw) => parseItem(options.item, raw));
  const last = result.LastEvaluatedKey;
  const more = last !== undefined && page * perPage < totalEntries;
  return {
    items,
    pagination: paginationOf(page, perPage, totalEntries, more ? encodeCursor({ p: page + 1, k: last }) : null),
  };
}

function paginationOf(
  page: number,
  perPage: number,
  totalEntries: number,
  cursor: string | null,
): Page<never>['pagination'] {
  return { page, perPage, totalPages: Math.ceil(totalEntries / perPage), totalEntries, cursor };
}

/**
 * A page of the rows a Query reads (`input`: its key condition, index and order; each parsed as
 * `item`) that pass `matches`, and how many pass in all: reads the whole range (`readSize` items a
 * Query), so its cost grows with the range. Only for searches and filters a key cannot express (see
 * docs/data-model.md).
 */
export function queryMatching<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  item: ItemSchema<T>,
  matches: (row: T) => boolean,
  request: { page: number; perPage: number },
  readSize = 200,
): Promise<Page<T>> {
  return matchingPage(queryBatches(input, item, readSize), matches, request);
}

/**
 * A page of the rows that pass `matches`, from rows read batch by batch in the view's order, and how
 * many pass in all: every batch is read, one in memory at a time besides the page.
 */
export async function matchingPage<T>(
  batches: AsyncIterable<T[]> | Iterable<T[]>,
  matches: (row: T) => boolean,
  request: { page: number; perPage: number },
): Promise<Page<T>> {
  const skip = (request.page - 1) * request.perPage;
  const items: T[] = [];
  let total = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      if (!matches(row)) continue;
      if (total >= skip && items.length < request.perPage) items.push(row);
      total += 1;
    }
  }
  return { items, pagination: paginationOf(request.page, request.perPage, total, null) };
}

/**
 * The rows a Query reads (`input`: its key condition, index and order; each parsed as `item`), `batch` items a Query by
 * cursor, as they come: memory holds one batch whatever the range's size, and nothing is counted.
 * For walks of a whole view (CSV exports).
 */
export async function* queryBatches<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  item: ItemSchema<T>,
  batch = 100,
): AsyncGenerator<T[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const result = await db().send(
      new QueryCommand({ ...input, TableName: tableName(), Limit: batch, ExclusiveStartKey: start }),
    );
    yield (result.Items ?? []).map((raw) => parseItem(item, raw));
    start = result.LastEvaluatedKey;
  } while (start);
}

/** A paged range's rows in batches (see queryBatches). */
export const rangeBatches = <T>(range: PagedRange, item: ItemSchema<T>, newestFirst = false): AsyncGenerator<T[]> => {
  const { TableName: _table, ...input } = rangeQuery(range, newestFirst);
  return queryBatches(input, item);
};
