// CE certificates earned before board reporting shipped get the reports the normal path would have
// planned (functions/domain/board-reporting/backfill-board-reports.ts: conditional puts by fixed ids,
// so a second run, or one after a run cut short, creates only what is still missing).
import { backfillBoardReports } from '@functions/domain/board-reporting/backfill-board-reports';
import type { Migration } from './migration';

export const boardReportBackfill: Migration = {
  id: '2026-11-27-board-report-backfill',
  description: 'Board reports for CE certificates earned before board reporting (chosen certificates, reporting licenses)',
  run: async ({ dryRun }) => ({ ...(await backfillBoardReports({ dryRun })) }),
};
