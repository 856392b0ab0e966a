// cognito-local: the user pool stand-in. Its data lives in <dataDir>/.cognito.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, waitForPort } from '../processes';

export async function startCognito(options: { port: number; dataDir: string; logDir: string }): Promise<void> {
  const require = createRequire(import.meta.url);
  const script = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  mkdirSync(path.join(options.dataDir, '.cognito'), { recursive: true });
  // Our usernames are user ids, not emails (cognito-local defaults to email usernames).
  writeFileSync(
    path.join(options.dataDir, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }),
  );
  startProcess('cognito', process.execPath, [script], {
    cwd: options.dataDir,
    env: { PORT: String(options.port), HOST: '127.0.0.1' },
    logDir: options.logDir,
  });
  await waitForPort(options.port, 'cognito-local');
}
