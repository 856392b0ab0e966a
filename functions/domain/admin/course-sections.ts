// A course section's HTML in the admin's code editor. What is stored is always sanitized
// (section-html.ts); the reply carries it, so the editor shows exactly what learners will get.
import { SECTION_CONTENT_MAX, type CourseSectionContent } from '@shared/contracts/admin';
import * as catalogData from '@functions/data/catalog';
import { updateSectionContent } from '@functions/data/section-content';
import { Invalid, NotFound } from '@functions/lib/errors';
import { infoToast, successToast } from '@functions/lib/toasts';
import { ADMIN_MESSAGES } from './messages';
import { sanitizerRemovedMarkup, storedSectionContent } from './section-html';

const present = (section: catalogData.CourseSection): CourseSectionContent => ({
  id: section.id,
  courseId: section.courseId,
  title: section.title,
  content: section.content,
});

async function positionOf(courseId: string, sectionId: string): Promise<number> {
  const section = (await catalogData.listCourseSections(courseId)).find((candidate) => candidate.id === sectionId);
  if (!section) throw new NotFound('Course section not found');
  return section.position;
}

/** The course holding a section id: a few courses (read fresh: an admin may have just added one), each one Query of its sections. */
async function courseOfSection(sectionId: string): Promise<string> {
  for (const course of await catalogData.listCatalogCourses()) {
    if ((await catalogData.listCourseSections(course.id)).some((section) => section.id === sectionId)) return course.id;
  }
  throw new NotFound('Course section not found');
}

export async function getCourseSection(
  courseIdOrNull: string | undefined,
  sectionId: string,
): Promise<CourseSectionContent> {
  const courseId = courseIdOrNull ?? (await courseOfSection(sectionId));
  const section = await catalogData.getCourseSection(courseId, await positionOf(courseId, sectionId));
  if (!section) throw new NotFound('Course section not found');
  return present(section);
}

export async function updateCourseSection(courseId: string, sectionId: string, html: string, now = new Date()) {
  const stored = storedSectionContent(html);
  // Sanitizing can lengthen the text (`&` becomes `&amp;`, links gain rel); the stored HTML is what
  // must fit, or the item would pass DynamoDB's 400 KB limit and the save fail as a 500.
  if (stored.html.length > SECTION_CONTENT_MAX)
    throw Invalid.field('content', `is too long once cleaned (at most ${SECTION_CONTENT_MAX} characters)`);
  const written = await updateSectionContent(
    courseId,
    await positionOf(courseId, sectionId),
    stored,
    now.toISOString(),
  );
  if (!written) throw new NotFound('Course section not found');
  return {
    ...present(written),
    toaster: sanitizerRemovedMarkup(html, stored.html)
      ? infoToast(ADMIN_MESSAGES.sectionSavedCleaned)
      : successToast(ADMIN_MESSAGES.sectionSaved),
  };
}
