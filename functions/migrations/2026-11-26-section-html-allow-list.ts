// Sections written before their HTML was sanitized on write (or under an older allow-list, or before
// their thumbnail was kept) are served empty until sanitized and marked: see
// functions/domain/admin/stored-sections.ts. A later allow-list version (SECTION_SANITIZER_VERSION)
// needs a new migration id calling the same function: this one is recorded as applied once.
import { sanitizeStoredSections } from '@functions/domain/admin/stored-sections';
import type { Migration } from './migration';

export const sectionHtmlAllowList: Migration = {
  id: '2026-11-26-section-html-allow-list',
  description:
    'Section HTML sanitized with the current allow-list and marked, its thumbnail kept (sections written before)',
  run: ({ dryRun }) => sanitizeStoredSections({ dryRun }),
};
