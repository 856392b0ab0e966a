// The board-reports job: every report due by now (pending, failed with tries left, or a send whose
// lease ran out) is sent once, oldest first, a page at a time while the invocation has time. Each
// send claims its report first, so runs that overlap (a retry of the schedule's invocation, a manual
// run) never send one report twice; what is left waits for the next run.
import { listDueBoardReports } from '@functions/data/board-reports';
import type { CompletionReporter } from '@functions/adapters/ce-broker';
import { mapLimited } from '@functions/lib/map-limited';
import { sendReport, type SendResult } from './send-report';

const PAGE = 25;
/** Sends in flight at once: CE Broker is one provider's web service, not to be flooded. */
const CONCURRENCY = 4;

export type BoardReportsRun = Record<SendResult, number>;

export async function submitDueBoardReports(
  now: Date,
  options: { hasTime?: () => boolean; reporter?: CompletionReporter } = {},
): Promise<BoardReportsRun> {
  const run: BoardReportsRun = { accepted: 0, rejected: 0, failed: 0, dropped: 0, skipped: 0 };
  let cursor: string | null = null;
  do {
    const page = await listDueBoardReports(now.toISOString(), PAGE, cursor);
    const results = await mapLimited(
      page.items,
      CONCURRENCY,
      async (report) => (await sendReport(report, now, options.reporter)).result,
    );
    for (const result of results) run[result] += 1;
    cursor = page.cursor;
  } while (cursor && (options.hasTime?.() ?? true));
  return run;
}
