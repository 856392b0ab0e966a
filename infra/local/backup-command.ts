// `npm run backup [-- <file>]` and `npm run restore -- <file> [--replace]`: the local table to a
// file and back (infra/local/table-backup.ts). Through the running `npm start` (its settings in
// .data/local-env.json) or, when it is stopped, a DynamoDB Local started for the command. Local
// only: the endpoint must be this machine (AWS has point-in-time recovery: docs/operations.md).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { runningLocalEnv } from './migrate-command';
import { configuredPort } from './ports';
import { ensureJava } from './prerequisites';
import { isPortFree, stopAll } from './processes';
import { startDynamoDb } from './services/dynamodb';
import { DATA_DIR } from './data-dir';
import { backupTable, restoreTable, type TableTarget } from './table-backup';

export const BACKUPS_DIR = path.join(DATA_DIR, 'backups');

/** `.data/backups/2026-11-27T10-30-00-000Z.json` */
export const defaultBackupFile = (now = new Date()) =>
  path.join(BACKUPS_DIR, `${now.toISOString().replace(/[:.]/g, '-')}.json`);

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Runs `work` against the local table, starting DynamoDB Local for it when the stack is stopped. */
async function withLocalTable<T>(work: (target: TableTarget) => Promise<T>): Promise<T> {
  const settings = runningLocalEnv(DATA_DIR);
  if (!settings?.TABLE_NAME)
    throw new Error(
      `No local stack in ${DATA_DIR} yet: run \`npm start\` once (it creates the table and the user pool), then try again.`,
    );
  const port = configuredPort('dynamodb');
  const running = !(await isPortFree(port));
  const endpoint = running ? settings.AWS_ENDPOINT_URL_DYNAMODB : `http://127.0.0.1:${port}`;
  if (!endpoint || !LOCAL_HOSTS.has(new URL(endpoint).hostname))
    throw new Error(
      `${endpoint ?? 'No DynamoDB endpoint'} is not this machine: backup and restore are for the local table.`,
    );
  if (!running) ensureJava();
  if (!running)
    await startDynamoDb({ port, dataDir: path.join(DATA_DIR, 'dynamodb'), logDir: path.join(DATA_DIR, 'logs') });
  const client = new DynamoDBClient({
    endpoint,
    region: settings.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    return await work({ client, tableName: settings.TABLE_NAME });
  } finally {
    client.destroy();
    if (!running) await stopAll();
  }
}

export async function backupCommand(file = defaultBackupFile()): Promise<void> {
  const target = path.resolve(file);
  const { count } = await withLocalTable((table) => backupTable(table, target));
  process.stdout.write(`Backed up ${count} items to ${path.relative(process.cwd(), target)}\n`);
}

const available = () =>
  existsSync(BACKUPS_DIR)
    ? readdirSync(BACKUPS_DIR)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .slice(-5)
        .map((name) => `  ${path.relative(process.cwd(), path.join(BACKUPS_DIR, name))}`)
    : [];

export async function restoreCommand(file: string | undefined, replace: boolean): Promise<void> {
  if (!file) {
    const newest = available();
    throw new Error(
      `Name the backup: npm run restore -- <file> [--replace]${newest.length ? `\nNewest backups:\n${newest.join('\n')}` : ''}`,
    );
  }
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`No backup at ${source}`);
  const done = await withLocalTable((table) => restoreTable(table, source, { replace }));
  process.stdout.write(
    `Restored ${done.restored} items (backup of ${done.from} at ${done.createdAt})${done.deleted ? `, after deleting the ${done.deleted} items the table held` : ''}.\n` +
      'Items older than a migration are brought up to date by `npm run migrate` (or the next `npm start`).\n',
  );
}
