// A table's items to a file and back (`npm run backup` / `npm run restore`, infra/local/backup-command.ts).
// Items stay in DynamoDB's own typed JSON ({"S": ...}, {"N": "1.50"}, {"SS": [...]}, binaries as
// base64, as DynamoDB's export to S3 writes them), so numbers keep their digits, sets stay sets and
// binaries bytes. The file is written under a temporary name and renamed when complete.
import {
  BatchWriteItemCommand,
  type AttributeValue,
  type DynamoDBClient,
  ScanCommand,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { createWriteStream, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import * as z from 'zod/mini';
import { TABLE_SCHEMA } from '../table-schema';

export const BACKUP_FORMAT = 'certification-platform/table-backup@1';
type Item = Record<string, AttributeValue>;

/** DynamoDB JSON: one attribute value, binaries as base64 text. */
type JsonValue =
  | { S: string }
  | { N: string }
  | { B: string }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] }
  | { M: Record<string, JsonValue> }
  | { L: JsonValue[] }
  | { NULL: true }
  | { BOOL: boolean };

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'));
const jsonValue: z.ZodMiniType<JsonValue> = z.lazy(() =>
  z.union([
    z.strictObject({ S: z.string() }),
    z.strictObject({ N: z.string() }),
    z.strictObject({ B: base64 }),
    z.strictObject({ SS: z.array(z.string()) }),
    z.strictObject({ NS: z.array(z.string()) }),
    z.strictObject({ BS: z.array(base64) }),
    z.strictObject({ M: z.record(z.string(), jsonValue) }),
    z.strictObject({ L: z.array(jsonValue) }),
    z.strictObject({ NULL: z.literal(true) }),
    z.strictObject({ BOOL: z.boolean() }),
  ]),
);
const backupFile = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    table: z.string(),
    createdAt: z.string(),
    items: z.array(z.record(z.string(), jsonValue)),
    count: z.int(),
  })
  .check(
    z.refine((file) => file.count === file.items.length, 'the item count at the end does not match: a truncated file?'),
  );

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

function toJson(value: AttributeValue): JsonValue {
  if (value.B) return { B: toBase64(value.B) };
  if (value.BS) return { BS: value.BS.map(toBase64) };
  if (value.M) return { M: itemToJson(value.M) };
  if (value.L) return { L: value.L.map(toJson) };
  // S, N, SS, NS, NULL, BOOL are JSON already; the SDK's `$unknown` member never comes from a Scan.
  const { $unknown: _, ...known } = value as AttributeValue & { $unknown?: unknown };
  return known as JsonValue;
}

function fromJson(value: JsonValue): AttributeValue {
  if ('B' in value) return { B: fromBase64(value.B) };
  if ('BS' in value) return { BS: value.BS.map(fromBase64) };
  if ('M' in value) return { M: itemFromJson(value.M) };
  if ('L' in value) return { L: value.L.map(fromJson) };
  return value;
}

const itemToJson = (item: Item) => Object.fromEntries(Object.entries(item).map(([k, v]) => [k, toJson(v)]));
const itemFromJson = (item: Record<string, JsonValue>): Item =>
  Object.fromEntries(Object.entries(item).map(([k, v]) => [k, fromJson(v)]));

export interface TableTarget {
  client: DynamoDBClient;
  tableName: string;
}

/** Every item, a Scan page at a time (`pageSize` items per page; default DynamoDB's 1 MB pages). */
async function* scanItems(target: TableTarget, options: { pageSize?: number; keysOnly?: boolean } = {}) {
  const { partitionKey, sortKey } = TABLE_SCHEMA;
  let start: Item | undefined;
  do {
    const page = await target.client.send(
      new ScanCommand({
        TableName: target.tableName,
        ConsistentRead: true,
        ExclusiveStartKey: start,
        ...(options.pageSize ? { Limit: options.pageSize } : {}),
        ...(options.keysOnly
          ? { ProjectionExpression: '#pk, #sk', ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey } }
          : {}),
      }),
    );
    yield page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Writes every item of the table to `file`; returns how many. */
export async function backupTable(target: TableTarget, file: string, options: { pageSize?: number } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  let count = 0;
  try {
    const head = { format: BACKUP_FORMAT, table: target.tableName, createdAt: new Date().toISOString() };
    await write(`${JSON.stringify(head).slice(0, -1)},"items":[`);
    for await (const items of scanItems(target, options))
      for (const item of items) {
        await write(`${count ? ',' : ''}\n${JSON.stringify(itemToJson(item))}`);
        count += 1;
      }
    // The count last: a file cut short is refused by restore.
    await write(`\n],"count":${count}}\n`);
    out.end();
    await once(out, 'finish');
    renameSync(partial, file);
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
  return { count };
}

/** Sends writes 25 at a time (BatchWriteItem's limit), retrying what DynamoDB leaves unprocessed. */
async function batchWrite(target: TableTarget, requests: WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: WriteRequest[] = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length; attempt += 1) {
      if (attempt > 10) throw new Error('DynamoDB kept leaving writes unprocessed: try again later.');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
      const result = await target.client.send(
        new BatchWriteItemCommand({ RequestItems: { [target.tableName]: pending } }),
      );
      pending = result.UnprocessedItems?.[target.tableName] ?? [];
    }
  }
}

/** How many items the table holds (stopping once it has seen `upTo`). */
async function countItems(target: TableTarget, options: { upTo?: number } = {}): Promise<number> {
  let count = 0;
  for await (const keys of scanItems(target, { keysOnly: true, pageSize: options.upTo })) {
    count += keys.length;
    if (options.upTo && count >= options.upTo) break;
  }
  return count;
}

/** Deletes every item (the table stays): what `--replace` does first. */
export async function emptyTable(target: TableTarget): Promise<number> {
  let deleted = 0;
  for await (const keys of scanItems(target, { keysOnly: true })) {
    await batchWrite(
      target,
      keys.map((Key) => ({ DeleteRequest: { Key } })),
    );
    deleted += keys.length;
  }
  return deleted;
}

export class TableNotEmpty extends Error {
  constructor(tableName: string) {
    super(
      `Table ${tableName} has items: restore does not write over them. Pass --replace to empty it first (npm run backup keeps a copy of what is there).`,
    );
    this.name = 'TableNotEmpty';
  }
}

/** Puts every item of the backup into the table; refuses a table with items unless `replace`, which empties it first. */
export async function restoreTable(target: TableTarget, file: string, options: { replace: boolean }) {
  // Parsed and checked before anything is touched.
  const backup = backupFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const hasItems = (await countItems(target, { upTo: 1 })) > 0;
  if (hasItems && !options.replace) throw new TableNotEmpty(target.tableName);
  const deleted = hasItems ? await emptyTable(target) : 0;
  await batchWrite(
    target,
    backup.items.map((item) => ({ PutRequest: { Item: itemFromJson(item) } })),
  );
  const count = await countItems(target);
  if (count !== backup.count)
    throw new Error(
      `Restored ${backup.count} items but the table holds ${count}: something else wrote to it meanwhile?`,
    );
  return { restored: backup.count, deleted, from: backup.table, createdAt: backup.createdAt };
}
