// Every item migration, in the order they run: a migration may rely on those above it. To add one: write
// `<YYYY-MM-DD>-<what>.ts` in this folder exporting a Migration (migration.ts: idempotent, and paged
// through `inPages` when it walks the table), append it here, and test it in tests/api/migrations.test.ts
// (old-shape items seeded, a dry run, a run, nothing pending after). `npm run migrate`, `npm start` and
// the deploy's migrate Lambda run whatever here is not yet recorded as applied.
import type { Migration } from './migration';
import { sectionHtmlAllowList } from './2026-11-26-section-html-allow-list';
import { groupSortKeys } from './2026-11-27-group-sort-keys';
import { expirationCourseLinks } from './2026-11-27-expiration-course-links';
import { savedFilterNameClaims } from './2026-11-27-saved-filter-name-claims';
import { boardReportBackfill } from './2026-11-27-board-report-backfill';
import { ceChoiceOfferings } from './2026-11-28-ce-choice-offerings';

export const MIGRATIONS: readonly Migration[] = [
  sectionHtmlAllowList,
  groupSortKeys,
  expirationCourseLinks,
  savedFilterNameClaims,
  boardReportBackfill,
  ceChoiceOfferings,
];
