// `npm run invoke -- <handler file> <event file>`: calls one handler with a JSON event against the
// running local stack (its settings are read from .data/local-env.json, written by npm start).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lambdaContext } from './gateway';
import { DATA_DIR, ROOT } from './data-dir';

const [handlerFile, eventFile] = process.argv.slice(2);
if (!handlerFile || !eventFile) {
  process.stderr.write(
    'Usage: npm run invoke -- functions/handlers/jobs/renewal-reminders.ts events/scheduled-renewal-reminders.json\n',
  );
  process.exit(2);
}
const envFile = path.join(DATA_DIR, 'local-env.json');
if (!existsSync(envFile)) {
  process.stderr.write('Start the local stack first (npm start): its settings are read from .data/local-env.json.\n');
  process.exit(1);
}
Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>);
const event = JSON.parse(readFileSync(path.resolve(ROOT, eventFile), 'utf8')) as unknown;
const mod = (await import(path.resolve(ROOT, handlerFile))) as {
  handler: (e: unknown, c: unknown) => Promise<unknown>;
};
process.stdout.write(
  `${JSON.stringify(await mod.handler(event, lambdaContext(path.basename(handlerFile, '.ts'))), null, 2)}\n`,
);
