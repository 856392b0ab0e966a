// Backups you have restored (issue 24): `npm run backup` writes every item of the local table to a
// file in DynamoDB's typed JSON, `npm run restore` puts them back. Against the test stack's DynamoDB
// Local, in a table of its own: items of every attribute type (numbers at full precision, sets,
// binaries, nested maps and lists, nulls, a large item) are backed up over several Scan pages,
// deleted, restored and read back identical. A table with items is refused unless --replace, which
// empties it first; a cut-short file is refused before anything is touched.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type AttributeValue,
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
  PutItemCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTableInput } from '@infra/table-schema';
import { BACKUP_FORMAT, backupTable, emptyTable, restoreTable, TableNotEmpty } from '@infra/local/table-backup';

const stack = inject('stack');
const endpoint = stack.env.AWS_ENDPOINT_URL_DYNAMODB!;
const client = new DynamoDBClient({
  endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const tableName = `backup-drill-${randomUUID().slice(0, 8)}`;
const target = { client, tableName };
const dir = mkdtempSync(path.join(tmpdir(), 'table-backup-'));
const ITEMS = 60;

type Item = Record<string, AttributeValue>;

/** Items of every shape DynamoDB stores, some with index keys. */
function seedItems(): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < ITEMS; i += 1) {
    const key = { PK: { S: `DRILL#${i % 7}` }, SK: { S: `ITEM#${String(i).padStart(3, '0')}` } };
    const shapes: Item[] = [
      { name: { S: `Zoë Ñúñez 合格 ${i}` }, empty: { S: '' }, type: { S: 'Text' } },
      {
        big: { N: '12345678901234567890123456789012345678' },
        small: { N: '-0.000000000000000000000000000000000001' },
        cents: { N: String(i * 1999) },
        zero: { N: '0' },
      },
      { blob: { B: new Uint8Array(randomBytes(64)) }, zeros: { B: new Uint8Array(8) } },
      {
        tags: { SS: ['a', 'b', `c${i}`] },
        scores: { NS: ['1', '2.5', '-3'] },
        keys: { BS: [new Uint8Array([0, 1, 2]), new Uint8Array([255])] },
      },
      {
        doc: {
          M: {
            list: { L: [{ S: 'x' }, { N: '1' }, { NULL: true }, { BOOL: false }, { M: {} }, { L: [] }] },
            nested: { M: { deeper: { M: { flag: { BOOL: true }, when: { S: new Date(0).toISOString() } } } } },
          },
        },
        GSI1PK: { S: `DRILL-INDEX#${i % 3}` },
        GSI1SK: { S: `ITEM#${i}` },
      },
      { text: { S: 'x'.repeat(150_000) }, ttl: { N: String(4_102_444_800 + i) } },
    ];
    items.push({ ...key, ...shapes[i % shapes.length]! });
  }
  return items;
}

async function scanAll(): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const id = (item: Item) => `${item.PK?.S}|${item.SK?.S}`;
  return items.sort((a, b) => id(a).localeCompare(id(b)));
}

const put = (item: Item) => client.send(new PutItemCommand({ TableName: tableName, Item: item }));

let original: Item[];
beforeAll(async () => {
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  for (const item of seedItems()) await put(item);
  original = await scanAll();
  expect(original).toHaveLength(ITEMS);
});

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
  client.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore of the local table', () => {
  const file = path.join(dir, 'drill.json');

  it('writes every item, page after page, in DynamoDB typed JSON', async () => {
    expect(await backupTable(target, file, { pageSize: 7 })).toEqual({ count: ITEMS });
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written).toMatchObject({ format: BACKUP_FORMAT, table: tableName, count: ITEMS });
    expect(written.items).toHaveLength(ITEMS);
    const blobs = written.items.filter((item: Record<string, unknown>) => 'blob' in item);
    expect(blobs[0].blob.B).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(written.items.find((item: Record<string, unknown>) => 'big' in item).big).toEqual({
      N: '12345678901234567890123456789012345678',
    });
  });

  it('restores into an emptied table exactly what was there', async () => {
    expect(await emptyTable(target)).toBe(ITEMS);
    expect(await scanAll()).toEqual([]);
    expect(await restoreTable(target, file, { replace: false })).toMatchObject({ restored: ITEMS, deleted: 0 });
    expect(await scanAll()).toEqual(original);
  });

  it('refuses a table with items unless --replace, which empties it first', async () => {
    await put({ PK: { S: 'STRAY' }, SK: { S: 'STRAY' }, note: { S: 'written after the backup' } });
    await put({ ...original[0]!, changed: { BOOL: true } });
    await expect(restoreTable(target, file, { replace: false })).rejects.toBeInstanceOf(TableNotEmpty);
    expect(await scanAll()).toHaveLength(ITEMS + 1);
    expect(await restoreTable(target, file, { replace: true })).toMatchObject({
      restored: ITEMS,
      deleted: ITEMS + 1,
    });
    expect(await scanAll()).toEqual(original);
  });

  it('refuses a file cut short, before touching the table', async () => {
    const cut = path.join(dir, 'cut.json');
    const written = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(cut, JSON.stringify({ ...written, items: written.items.slice(0, 10) }));
    await expect(restoreTable(target, cut, { replace: true })).rejects.toThrow(/truncated/);
    expect(await scanAll()).toEqual(original);
  });
});

describe('npm run backup / npm run restore', () => {
  // The commands find a running stack through LOCAL_DATA_DIR's local-env.json and the DynamoDB port in use.
  const dataDir = path.join(dir, 'data');
  const env = {
    ...process.env,
    LOCAL_DATA_DIR: dataDir,
    DYNAMODB_PORT: new URL(endpoint).port,
  };
  const run = (...args: string[]) =>
    promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['infra/local/cli.ts', ...args], { env });

  beforeAll(() => {
    const settings = { TABLE_NAME: tableName, AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_REGION: 'us-east-1' };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'local-env.json'), JSON.stringify(settings));
  });

  it('backs up to .data/backups/<time>.json and restores it, refusing to write over items without --replace', async () => {
    const { stdout } = await run('backup');
    const file = /Backed up 60 items to (.+)$/m.exec(stdout)?.[1];
    expect(file, stdout).toMatch(/backups\/\d{4}-\d\d-\d\dT[\d-]+Z\.json$/);
    expect(path.resolve(file!).startsWith(path.join(dataDir, 'backups'))).toBe(true);

    const refused = await run('restore', file!).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('--replace') });

    await emptyTable(target);
    expect((await run('restore', file!)).stdout).toContain(`Restored ${ITEMS} items`);
    expect(await scanAll()).toEqual(original);

    await put({ PK: { S: 'STRAY' }, SK: { S: 'STRAY' } });
    expect((await run('restore', file!, '--replace')).stdout).toContain(`after deleting the ${ITEMS + 1} items`);
    expect(await scanAll()).toEqual(original);
  }, 90_000);
});
