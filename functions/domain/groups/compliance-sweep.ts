// The daily compliance sweep: a member counted compliant by a certification that expired yesterday
// becomes non-compliant (counts, status and status counters move in the member row's versioned
// transaction). It reads only the day's compliance rows of every group (GSI1 by expiration day),
// looks back a week so a missed run catches up, and is idempotent: the member row's expirations map
// records each row as counted non-compliant, so a re-run or retry moves nothing twice. A run handles
// at most `limit` rows and returns a continuation for the next one.
import { addDays, localDate } from '@shared/rules/dates';
import { getMemberRow, memberRowUpdate, type MemberRow } from '@functions/data/group-members';
import { listExpirationsOnDay, type DayExpiration } from '@functions/data/group-expirations';
import { commitGroupWrite } from '@functions/data/group-seats';
import { decodeCursor, encodeCursor } from '@functions/data/table';
import { optimistic, RETRY } from '@functions/data/writes';
import { Conflict } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { companyTimeZone } from '../company/company-settings';
import { withExpiration } from './member-expirations';
import { publishUserUpdated } from './present-member';

const CATCH_UP_DAYS = 7;
/** Rows handled per run: well inside the job's timeout. */
export const SWEEP_ROWS_PER_RUN = 1000;

export interface SweepRun {
  moved: number;
  skipped: number;
  /** Where the next run carries on, or null when the window is done. */
  continuation: string | null;
}

type Outcome = 'moved' | 'skipped';

async function sweepRow(row: DayExpiration): Promise<Outcome> {
  return optimistic<Outcome, MemberRow | null>({
    read: () => getMemberRow({ id: row.groupId }, row.userId),
    write: async (member) => {
      if (!member) return 'skipped';
      const entry = member.expirations?.[row.sourceId];
      // Already moved, or superseded by a later pass or certification (its row is gone; a stale read).
      if (entry && entry.countedAs !== 'compliant') return 'skipped';
      // A row recorded before the map existed counts as compliant while the member has any.
      if (!entry && member.compliantCourses === 0) return 'skipped';
      const counted: MemberRow = entry
        ? member
        : {
            ...member,
            expirations: {
              ...member.expirations,
              [row.sourceId]: { date: row.expirationDate, source: row.source, countedAs: 'compliant' },
            },
          };
      // The entry keeps what it names besides its count (completion day, course expiration group).
      const next = withExpiration(counted, row.sourceId, {
        ...(entry ?? { date: row.expirationDate, source: row.source }),
        countedAs: 'non_compliant',
      });
      if (!(await commitGroupWrite({ member: memberRowUpdate(member, next) }))) return RETRY;
      await publishUserUpdated(row.groupId, { ...member, ...next, version: member.version + 1 });
      return 'moved';
    },
  }).catch((error: unknown) => {
    if (!(error instanceof Conflict)) throw error;
    logger.warn('Compliance sweep: member row kept changing; left for the next run', { groupId: row.groupId });
    return 'skipped' as const;
  });
}

export async function sweepExpiredCompliance(
  now = new Date(),
  options: { limit?: number; continuation?: string | null } = {},
): Promise<SweepRun> {
  const limit = options.limit ?? SWEEP_ROWS_PER_RUN;
  const today = localDate(now, await companyTimeZone());
  const resume = decodeCursor(options.continuation) as { d?: string; k?: Record<string, unknown> } | undefined;
  const run: SweepRun = { moved: 0, skipped: 0, continuation: null };
  let handled = 0;
  for (let back = CATCH_UP_DAYS; back >= 1; back -= 1) {
    const date = addDays(today, -back);
    if (resume?.d && date < resume.d) continue;
    let start = resume?.d === date ? resume.k : undefined;
    do {
      if (handled >= limit) {
        run.continuation = encodeCursor({ d: date, k: start });
        logger.info('Compliance sweep stopped at the per-run limit', { moved: run.moved, skipped: run.skipped });
        return run;
      }
      const page = await listExpirationsOnDay(date, start, limit - handled);
      for (const row of page.items) run[await sweepRow(row)] += 1;
      handled += page.items.length;
      start = page.next;
    } while (start);
  }
  logger.info('Compliance sweep done', { moved: run.moved, skipped: run.skipped });
  return run;
}
