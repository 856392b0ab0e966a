// aws-ses-v2-local: receives SES mail and shows it in a web outbox (in memory only).
import { createRequire } from 'node:module';
import path from 'node:path';
import { startProcess, waitForPort } from '../processes';

export async function startSes(options: { port: number; logDir: string }): Promise<void> {
  const require = createRequire(import.meta.url);
  const script = path.join(path.dirname(require.resolve('aws-ses-v2-local/package.json')), 'dist', 'cli.js');
  startProcess('ses', process.execPath, [script, '--host', '127.0.0.1', '--port', String(options.port)], {
    logDir: options.logDir,
  });
  await waitForPort(options.port, 'aws-ses-v2-local');
}
