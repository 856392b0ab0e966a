// `npm run migrate [-- --dry-run | --status]`: the item migrations (functions/migrations) against a
// table. With TABLE_NAME in the environment, that table (AWS: the credentials and region of the
// environment, e.g. after `aws configure`); otherwise the local one, through the running `npm start`
// (its settings in .data/local-env.json) or, when it is stopped, a local DynamoDB started for the run.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MigrationCounts } from '@functions/data/migrations';
import type { RunReport } from '@functions/migrations/runner';

export type MigrateMode = 'apply' | 'dry-run' | 'status';

const counted = (counts: MigrationCounts) =>
  Object.entries(counts)
    .map(([what, n]) => `${what} ${n}`)
    .join(', ') || 'nothing to change';

/** What a run did, one line per migration, for a terminal. */
export function describeRun(report: RunReport, dryRun: boolean): string {
  if (report.outcome === 'locked')
    return `Another migration run holds the lock (${report.holder?.owner ?? 'just released'}${report.holder ? `, lease until ${new Date(report.holder.leaseUntil).toISOString()}` : ''}): nothing was run. Try again once it is done.`;
  if (!report.migrations.length) return 'No pending migrations.';
  const lines = report.migrations.map(
    (m) =>
      `  ${m.status === 'dry run' ? 'would' : m.status === 'applied' ? 'applied' : 'unfinished'}  ${m.id}: ${counted(m.counts)} (${m.ms} ms)`,
  );
  const head = dryRun ? 'Dry run (nothing written): what each pending migration would change' : 'Migrations';
  const stopped = dryRun
    ? '\nStopped for time before the end: the counts cover only what was read.'
    : '\nStopped before the end; progress is saved: run it again to carry on.';
  const tail = report.outcome === 'unfinished' ? stopped : '';
  return `${head}:\n${lines.join('\n')}${tail}`;
}

async function statusText(): Promise<string> {
  const { migrationStatus } = await import('@functions/migrations/runner');
  const status = await migrationStatus();
  const lines = status.migrations.map((m) =>
    m.applied
      ? `  applied  ${m.id} at ${m.applied.appliedAt} by ${m.applied.appliedBy}: ${counted(m.applied.counts)}`
      : `  pending  ${m.id}${m.progress ? ` (under way: ${counted(m.progress.counts)} so far, ${m.progress.updatedAt})` : ''}: ${m.description}`,
  );
  for (const m of status.unknown) lines.push(`  applied  ${m.id} at ${m.appliedAt} (not in this code's list)`);
  if (status.lock)
    lines.push(
      `  lock held by ${status.lock.owner} until ${new Date(status.lock.leaseUntil).toISOString()}${status.lock.leaseUntil < Date.now() ? ' (lease ended: free)' : ''}`,
    );
  return `Migrations of table ${process.env.TABLE_NAME}:\n${lines.join('\n')}`;
}

/** Runs the command against the table the environment names; false when a run was refused or unfinished. */
export async function migrateTable(mode: MigrateMode, runner: string): Promise<boolean> {
  if (mode === 'status') {
    process.stdout.write(`${await statusText()}\n`);
    return true;
  }
  const { runPendingMigrations } = await import('@functions/migrations/runner');
  const dryRun = mode === 'dry-run';
  const report = await runPendingMigrations({ dryRun, runner });
  process.stdout.write(`${describeRun(report, dryRun)}\n`);
  return report.outcome === 'done';
}

/** Who runs, as the records and the lock name it. */
export const cliRunner = () => `npm run migrate (${os.userInfo().username}@${os.hostname()})`;

/** The running local stack's settings (written by `npm start`), or null when it is not running. */
export function runningLocalEnv(dataDir: string): Record<string, string> | null {
  const file = path.join(dataDir, 'local-env.json');
  if (!existsSync(file)) return null;
  // Not an item: the file npm start wrote, a flat map of strings.
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
