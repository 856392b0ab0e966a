// The migration of stored section HTML to the current allow-list (SECTION_SANITIZER_VERSION):
// sections written before the version was recorded, or under an older list, or before their
// thumbnail (the first image) was kept, are sanitized and marked, so learners' reads serve them
// without a sanitizer. Idempotent and resumable (a marked section is skipped); `dryRun` only counts. `npm start` runs it on existing local data; a deploy runs
// it once in AWS (docs/deploying.md).
import { SECTION_SANITIZER_VERSION } from '@shared/rules/section-html';
import { getCourseSection, listCatalogCourses, listCourseSections } from '@functions/data/catalog';
import { updateSectionContent } from '@functions/data/section-content';
import { storedSectionContent } from './section-html';

export async function sanitizeStoredSections({
  dryRun = false,
  now = new Date(),
} = {}): Promise<{ checked: number; sanitized: number }> {
  let checked = 0;
  let sanitized = 0;
  for (const course of await listCatalogCourses()) {
    for (const summary of await listCourseSections(course.id)) {
      checked += 1;
      if (summary.contentSanitizer === SECTION_SANITIZER_VERSION && summary.thumbnailUrl !== undefined) continue;
      const section = await getCourseSection(course.id, summary.position);
      if (!section) continue;
      sanitized += 1;
      if (!dryRun)
        await updateSectionContent(
          course.id,
          section.position,
          storedSectionContent(section.content),
          now.toISOString(),
        );
    }
  }
  return { checked, sanitized };
}
