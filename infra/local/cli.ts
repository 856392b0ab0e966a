// `npm start [-- --bundled]` | `npm run reset` | `npm run job -- <name>` | `npm run seed -- --group-members N` | `npm run totp` | `npm run migrate [-- --dry-run | --status]` | `npm run backup [-- <file>]` | `npm run restore -- <file> [--replace]`: the local runtime's commands.
// --bundled runs the esbuild bundles CDK deploys instead of the TypeScript sources.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { DATA_DIR } from './data-dir';
import type { RunningStack } from './stack';
import { isPortFree } from './processes';
import { configuredPort } from './ports';

const [command = 'start', ...args] = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const port = configuredPort('gateway');

async function start(): Promise<void> {
  const ephemeral = flag('ephemeral');
  const { startLocalStack } = await import('./stack');
  const stack = await startLocalStack({
    ephemeral,
    port: ephemeral ? Number(process.env.PORT ?? 0) : port,
    gateway: true,
    buildWeb: !flag('no-web'),
    bundled: flag('bundled'),
  });
  stopOnSignals(stack);
  if (flag('json')) {
    process.stdout.write(
      `LOCAL_STACK_READY ${JSON.stringify({ url: stack.url, mailOutboxUrl: stack.mailOutboxUrl, smsOutboxUrl: stack.smsOutboxUrl, ceBrokerUrl: stack.ceBrokerUrl, seeded: stack.seeded, handlers: stack.handlers, pids: stack.pids, env: stack.env })}\n`,
    );
    return;
  }
  const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(26)} ${a.role}`).join('\n');
  process.stdout.write(`
  The product is running at ${stack.url}${stack.seeded ? '  (first start: demo data seeded)' : ''}${stack.handlers.mode === 'bundled' ? `\n  Handlers: the deployable esbuild bundles in ${stack.handlers.dir}` : ''}

  Demo accounts (password ${DEMO_PASSWORD}):
${accounts}

  admin@example.com has two-step verification: \`npm run totp\` prints its current code.
  Sign in with Google: the local Google stand-in at ${stack.env.GOOGLE_OIDC_ISSUER ?? '(off)'} lists test accounts.
  Mail outbox: ${stack.mailOutboxUrl}
  SMS outbox:  ${stack.smsOutboxUrl}
  CE Broker:   ${stack.ceBrokerUrl} (the completions board reporting sent: npm run job -- board-reports)
  Run a job:   npm run job -- renewal-reminders
  Help page:   support contact ${stack.env.SUPPORT_EMAIL || '(none)'} (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS change it; deploys: docs/deploying.md)
  Data lives in .data/ (npm run reset wipes and reseeds). Ctrl-C stops everything.
`);
}

function stopOnSignals(stack: RunningStack): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping the local stack...\n');
    await stack.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
}

async function reset(): Promise<void> {
  if (!(await isPortFree(port)) || !(await isPortFree(configuredPort('dynamodb'))))
    throw new Error('The local stack is running: stop `npm start` (Ctrl-C) before resetting.');
  // Everything but the backups (npm run backup), which are there to outlive a reset.
  for (const entry of existsSync(DATA_DIR) ? readdirSync(DATA_DIR) : [])
    if (entry !== 'backups') rmSync(path.join(DATA_DIR, entry), { recursive: true, force: true });
  const { startLocalStack } = await import('./stack');
  const stack = await startLocalStack({ ephemeral: false, port, gateway: false, buildWeb: false });
  await stack.stop();
  process.stdout.write('Local data wiped and reseeded. Run `npm start`.\n');
}

async function job(): Promise<void> {
  const name = args.find((arg) => !arg.startsWith('--'));
  if (!name) throw new Error('Name the job: npm run job -- renewal-reminders');
  const response = await fetch(`http://127.0.0.1:${port}/_local/jobs/${name}`, { method: 'POST' }).catch(() => null);
  if (!response)
    throw new Error(
      `The local stack is not running on port ${port}: start it with \`npm start\` in another terminal, then run the job.`,
    );
  const body = await response.text();
  if (!response.ok) throw new Error(`Job ${name} failed (${response.status}): ${body}`);
  process.stdout.write(`${body}\n`);
}

/** `npm run seed -- --group-members N`: adds a synthetic group of N members to the local data (stop `npm start` first). */
async function seed(): Promise<void> {
  const at = args.indexOf('--group-members');
  const members = Number(args[at + 1]);
  if (at === -1 || !Number.isSafeInteger(members) || members < 1)
    throw new Error('Say how many members: npm run seed -- --group-members 1000');
  if (!(await isPortFree(port)) || !(await isPortFree(configuredPort('dynamodb'))))
    throw new Error('The local stack is running: stop `npm start` (Ctrl-C) before seeding.');
  const { startLocalStack } = await import('./stack');
  const stack = await startLocalStack({ ephemeral: false, port, gateway: false, buildWeb: false });
  try {
    const { seedSyntheticGroup } = await import('./seed/synthetic-group');
    const started = Date.now();
    const group = await seedSyntheticGroup(members);
    process.stdout.write(
      `Seeded ${group.members} members in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in as ${group.adminEmail} (${DEMO_PASSWORD}${group.members + 1 > 50 ? '; two-step code: npm run totp' : ''}) after \`npm start\`.\n`,
    );
  } finally {
    await stack.stop();
  }
}

/** `npm run totp`: the current two-step codes of the seeded accounts that have it (what their authenticator app would show). */
async function totp(): Promise<void> {
  const [{ DEMO_TOTP_SECRETS, SYNTHETIC_ADMIN_TOTP_SECRET }, { totpCodeAt }] = await Promise.all([
    import('./seed/two-step'),
    import('@functions/domain/auth/totp'),
  ]);
  const secrets = { ...DEMO_TOTP_SECRETS, 'synthetic-admin-*': SYNTHETIC_ADMIN_TOTP_SECRET };
  for (const [email, secret] of Object.entries(secrets))
    process.stdout.write(`${email.padEnd(26)} ${totpCodeAt(secret, Date.now())}\n`);
}

/** `npm run migrate [-- --dry-run | --status]`: the item migrations, against TABLE_NAME when set, else the local table (infra/local/migrate-command.ts). */
async function migrate(): Promise<void> {
  const mode = flag('status') ? 'status' : flag('dry-run') ? 'dry-run' : 'apply';
  const { cliRunner, migrateTable, runningLocalEnv } = await import('./migrate-command');
  let done: boolean;
  if (process.env.TABLE_NAME) done = await migrateTable(mode, cliRunner());
  else if (!(await isPortFree(configuredPort('dynamodb')))) {
    const running = runningLocalEnv(DATA_DIR);
    if (!running)
      throw new Error('Something else uses the local DynamoDB port: stop it, or start the stack with npm start.');
    Object.assign(process.env, running);
    done = await migrateTable(mode, cliRunner());
  } else {
    const { startLocalStack } = await import('./stack');
    const stack = await startLocalStack({ ephemeral: false, port, gateway: false, buildWeb: false, migrate: false });
    try {
      done = await migrateTable(mode, cliRunner());
    } finally {
      await stack.stop();
    }
  }
  if (!done) process.exitCode = 1;
}

/** `npm run backup [-- <file>]`: every item of the local table to a file (default .data/backups/<time>.json). */
async function backup(): Promise<void> {
  const { backupCommand } = await import('./backup-command');
  await backupCommand(args.find((arg) => !arg.startsWith('--')));
}

/** `npm run restore -- <file> [--replace]`: a backup into the local table (an empty one, or emptied first with --replace). */
async function restore(): Promise<void> {
  const { restoreCommand } = await import('./backup-command');
  await restoreCommand(
    args.find((arg) => !arg.startsWith('--')),
    flag('replace'),
  );
}

const commands: Record<string, () => Promise<void>> = { start, reset, job, seed, totp, migrate, backup, restore };
const run = commands[command];
if (!run) {
  process.stderr.write(`Unknown command ${command}. Use start, reset, job, seed, totp, migrate, backup or restore.\n`);
  process.exit(2);
}
run().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
