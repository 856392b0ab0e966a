// What a migration is (docs/data-model.md, "Migrations"): a versioned change of items written in an
// older shape to the current one, run once per table by the runner (runner.ts) in the order of the
// list (registry.ts). A migration is idempotent (a second run finds nothing to change, and an item
// changed meanwhile is read again: conditional writes) and resumable: a paged one saves its cursor
// after every page through `checkpoint`, so a run stopped by time or a crash carries on there.
import type { MigrationCounts } from '@functions/data/migrations';
import type { ScanPosition } from '@functions/data/scan';

export type { MigrationCounts };

export interface MigrationContext {
  /** Count what would change and write nothing. */
  dryRun: boolean;
  /** Where an interrupted run of this migration stopped (null: from the start; dry runs start there). */
  resumeFrom: string | null;
  /**
   * After each page: where to carry on (null when done) and the counts so far. Saves the progress in
   * a real run; throws when the runner no longer holds the lock (another runner took over).
   */
  checkpoint(cursor: string | null, counts: MigrationCounts): Promise<void>;
  /** True once the runner's time is nearly up: a paged migration stops after its current page. */
  timeUp(): boolean;
  /** Items a page reads (a Scan's Limit); absent: DynamoDB's 1 MB pages. */
  pageSize?: number;
}

export interface Migration {
  /** `YYYY-MM-DD-what`: the day it was written, then what it does (the list runs in its own order, appended to). */
  id: string;
  /** One line an operator reads in `npm run migrate -- --status`. */
  description: string;
  /** Applies the migration (or, with `dryRun`, only counts), returning what it counted. */
  run(context: MigrationContext): Promise<MigrationCounts>;
}

/** Adds `by` to one count. */
export function tally(counts: MigrationCounts, what: string, by = 1): void {
  counts[what] = (counts[what] ?? 0) + by;
}

/**
 * A paged walk from where the last run stopped: `page` handles the page at `at` (its cursor and
 * size, for a paged reader such as data/scan.scanPage), counting into `counts`, and returns the next
 * page's cursor, null at the end; progress is checkpointed after each page, and the walk stops early
 * (unfinished) when the runner's time is up. Every migration that walks the table walks it here.
 */
export async function inPages(
  context: MigrationContext,
  page: (at: ScanPosition, counts: MigrationCounts) => Promise<string | null>,
): Promise<MigrationCounts> {
  const counts: MigrationCounts = {};
  let cursor = context.dryRun ? null : context.resumeFrom;
  do {
    cursor = await page({ cursor, ...(context.pageSize ? { limit: context.pageSize } : {}) }, counts);
    await context.checkpoint(cursor, counts);
  } while (cursor && !context.timeUp());
  return counts;
}
