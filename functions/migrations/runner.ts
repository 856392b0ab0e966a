// Runs the pending item migrations (registry.ts) in order, one runner at a time: the runner takes the
// table's migration lock (a conditional put with a lease, renewed while it runs), applies each
// migration not yet recorded, and records it (id, when, counts) in the same transaction that checks
// it still holds the lock. A paged migration's progress is saved after each page, so a run stopped by
// time (the deploy's Lambda) or a crash resumes there. A dry run takes no lock and writes nothing: it
// reports what each pending migration would change (each counted against the table as it is, not as
// the ones before it would leave it). Used by `npm run migrate`, `npm start` and jobs/migrate.
import { randomUUID } from 'node:crypto';
import {
  acquireMigrationLock,
  getMigrationLock,
  getMigrationProgress,
  listAppliedMigrations,
  recordMigrationApplied,
  releaseMigrationLock,
  renewMigrationLock,
  saveMigrationProgress,
  type AppliedMigration,
  type MigrationCounts,
  type MigrationLockHolder,
  type MigrationProgress,
} from '@functions/data/migrations';
import { logger } from '@functions/lib/logger';
import type { Migration } from './migration';
import { MIGRATIONS } from './registry';

/** How long the lock is held without renewal: a runner that died frees it after this. */
export const LOCK_LEASE_MS = 2 * 60_000;
/** The lease is renewed this often while a runner runs (well inside the lease). */
const RENEW_EVERY_MS = 30_000;

const ID = /^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/;

/** Problems with a migration list: ids malformed, repeated, or dated before the one above (empty when it is sound). */
export function migrationListProblems(migrations: readonly Migration[]): string[] {
  const problems = migrations.filter((m) => !ID.test(m.id)).map((m) => `${m.id}: not YYYY-MM-DD-what`);
  const ids = migrations.map((m) => m.id);
  for (const [index, id] of ids.entries()) {
    if (ids.indexOf(id) !== index) problems.push(`${id}: listed twice`);
    // Appended in the order they were written: a day never before the day of the one above it.
    else if (index > 0 && id.slice(0, 10) < ids[index - 1]!.slice(0, 10))
      problems.push(`${id}: listed after ${ids[index - 1]}`);
  }
  return problems;
}

/** The migrations of the list not yet applied, in list order. */
export const pendingMigrations = (migrations: readonly Migration[], applied: Iterable<string>): Migration[] => {
  const done = new Set(applied);
  return migrations.filter((m) => !done.has(m.id));
};

/** Counts added up (a resumed migration's saved counts and its run's). */
export function addCounts(a: MigrationCounts, b: MigrationCounts): MigrationCounts {
  const sum = { ...a };
  for (const [what, n] of Object.entries(b)) sum[what] = (sum[what] ?? 0) + n;
  return sum;
}

export interface MigrationOutcome {
  id: string;
  description: string;
  /** `applied`: done and recorded; `dry run`: counted only; `unfinished`: stopped for time, its progress saved (a dry run's counts then cover only what it walked). */
  status: 'applied' | 'dry run' | 'unfinished';
  counts: MigrationCounts;
  ms: number;
}

export type RunReport =
  | { outcome: 'done' | 'unfinished'; migrations: MigrationOutcome[] }
  /** Another runner holds the lock: nothing was run. */
  | { outcome: 'locked'; holder: MigrationLockHolder | null };

export interface RunOptions {
  dryRun?: boolean;
  /** Who runs: recorded with each migration and shown to a runner that finds the lock taken. */
  runner: string;
  /** Milliseconds left before the run must stop (a Lambda's remaining time less a reserve); unbounded when absent. */
  timeLeftMs?: () => number;
  migrations?: readonly Migration[];
  leaseMs?: number;
  /** Items a paged migration reads per page (tests stop a walk part-way); absent: DynamoDB's 1 MB pages. */
  pageSize?: number;
}

export class LostMigrationLock extends Error {
  constructor(id: string) {
    super(
      `Migration ${id}: another runner took the migration lock (this one stalled past its lease); its progress is saved and the other runner carries on`,
    );
  }
}

export async function runPendingMigrations(options: RunOptions): Promise<RunReport> {
  const migrations = options.migrations ?? MIGRATIONS;
  const problems = migrationListProblems(migrations);
  if (problems.length) throw new Error(`The migration list is not sound: ${problems.join('; ')}`);
  if (options.dryRun) {
    const pending = pendingMigrations(
      migrations,
      (await listAppliedMigrations()).map((m) => m.id),
    );
    return runInTurn(pending, options, null);
  }
  // Unique per run, so two runners in one process (or host) are told apart.
  const owner = `${options.runner} #${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? LOCK_LEASE_MS;
  const lock = await acquireMigrationLock(owner, Date.now(), leaseMs);
  if (!lock.acquired) return { outcome: 'locked', holder: lock.holder };
  const held = { owner, lost: false };
  const renewal = setInterval(
    () =>
      void renewMigrationLock(owner, Date.now(), leaseMs).then(
        (renewed) => {
          if (!renewed) held.lost = true;
        },
        (error: unknown) => logger.warn('Migration lock not renewed (tried again shortly)', { error: String(error) }),
      ),
    Math.min(RENEW_EVERY_MS, leaseMs / 3),
  );
  renewal.unref();
  try {
    // Read under the lock: a runner that just finished has recorded what it applied.
    const pending = pendingMigrations(
      migrations,
      (await listAppliedMigrations()).map((m) => m.id),
    );
    return await runInTurn(pending, options, held);
  } finally {
    clearInterval(renewal);
    await releaseMigrationLock(owner);
  }
}

/** The pending migrations one after another, stopping at the first one out of time. */
async function runInTurn(
  pending: readonly Migration[],
  options: RunOptions,
  held: { owner: string; lost: boolean } | null,
): Promise<RunReport> {
  const outcomes: MigrationOutcome[] = [];
  for (const migration of pending) {
    if (timeUp(options)) return { outcome: 'unfinished', migrations: outcomes };
    const outcome = await runOne(migration, options, held);
    outcomes.push(outcome);
    if (outcome.status === 'unfinished') return { outcome: 'unfinished', migrations: outcomes };
  }
  return { outcome: 'done', migrations: outcomes };
}

const timeUp = (options: RunOptions) => (options.timeLeftMs ? options.timeLeftMs() <= 0 : false);

/** One migration, resumed from its saved progress; recorded when it finished (`held` is null in a dry run). */
async function runOne(
  migration: Migration,
  options: RunOptions,
  held: { owner: string; lost: boolean } | null,
): Promise<MigrationOutcome> {
  const started = Date.now();
  const saved = held ? await getMigrationProgress(migration.id) : null;
  const before = saved?.counts ?? {};
  // Where the migration's last page left it: null once it has walked everything (or never paged).
  const left: { cursor: string | null } = { cursor: null };
  const counts = await migration.run({
    dryRun: !held,
    resumeFrom: saved?.cursor ?? null,
    timeUp: () => timeUp(options),
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    checkpoint: async (next, sofar) => {
      left.cursor = next;
      if (!held || next === null) return;
      if (held.lost) throw new LostMigrationLock(migration.id);
      const progress: MigrationProgress = {
        id: migration.id,
        cursor: next,
        counts: addCounts(before, sofar),
        updatedAt: new Date().toISOString(),
      };
      if (!(await saveMigrationProgress(held.owner, progress))) throw new LostMigrationLock(migration.id);
    },
  });
  const total = addCounts(before, counts);
  const outcome = { id: migration.id, description: migration.description, counts: total };
  if (left.cursor !== null) return { ...outcome, status: 'unfinished', ms: Date.now() - started };
  if (!held) return { ...outcome, status: 'dry run', ms: Date.now() - started };
  const recorded = await recordMigrationApplied(held.owner, {
    id: migration.id,
    appliedAt: new Date().toISOString(),
    counts: total,
  });
  if (recorded === 'lock lost') throw new LostMigrationLock(migration.id);
  logger.info('Migration applied', { migration: migration.id, counts: total });
  return { ...outcome, status: 'applied', ms: Date.now() - started };
}

export interface MigrationState {
  id: string;
  description: string;
  applied: AppliedMigration | null;
  /** A migration under way: where it will carry on, and what it counted so far. */
  progress: MigrationProgress | null;
}

/** What is applied and what is pending (with any saved progress), records of ids this code does not list, and the lock. */
export async function migrationStatus(migrations: readonly Migration[] = MIGRATIONS) {
  const applied = new Map((await listAppliedMigrations()).map((m) => [m.id, m]));
  const states: MigrationState[] = [];
  for (const migration of migrations)
    states.push({
      id: migration.id,
      description: migration.description,
      applied: applied.get(migration.id) ?? null,
      progress: applied.has(migration.id) ? null : await getMigrationProgress(migration.id),
    });
  const listed = new Set(migrations.map((m) => m.id));
  return {
    migrations: states,
    /** Applied by a newer (or an older) release whose list this code does not have. */
    unknown: [...applied.values()].filter((m) => !listed.has(m.id)),
    lock: await getMigrationLock(),
  };
}
