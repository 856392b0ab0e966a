// CE certificates earned before board reporting shipped get the reports the normal path would have
// planned (functions/domain/board-reporting/backfill-board-reports.ts: conditional puts by fixed ids,
// so a page done twice creates nothing twice). Paged Scan, checkpointed: a run stopped for time
// carries on from its cursor. A real run queues real CE Broker submissions (the board-reports job
// sends them): dry-run first (docs/deploying.md).
import { userCoursesWithSubmittedEvaluationPage } from '@functions/data/board-report-backfill-migration';
import { backfillUserCourses } from '@functions/domain/board-reporting/backfill-board-reports';
import { inPages, tally, type Migration } from './migration';

export const boardReportBackfill: Migration = {
  id: '2026-11-27-board-report-backfill',
  description:
    'Board reports for CE certificates earned before board reporting (chosen certificates, reporting licenses)',
  run: (context) =>
    inPages(context, async (at, counts) => {
      const page = await userCoursesWithSubmittedEvaluationPage(at);
      const done = await backfillUserCourses(page.userCourses, { dryRun: context.dryRun });
      for (const [what, n] of Object.entries(done)) if (n) tally(counts, what, n);
      return page.cursor;
    }),
};
