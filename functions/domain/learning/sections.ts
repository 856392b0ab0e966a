// The course player: a section with its content and neighbours, and completing it.
import { href, paths } from '@shared/paths';
import { SECTION_SANITIZER_VERSION } from '@shared/rules/section-html';
import { getCourseSection, type CourseSection } from '@functions/data/catalog';
import { completeSection, type UserCourse } from '@functions/data/learning';
import { NotFound } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { successToast } from '@functions/lib/toasts';
import { requireCourse } from '../catalog/catalog';
import { publishMemberUpdated } from '../realtime/user-updated';
import { withExam } from './exam-attachment';
import { parseChildId } from './ids';
import { LEARNING_MESSAGES } from './messages';
import { presentUserCourse } from './present-user-course';
import { notFoundAs, requireUserCourse } from './user-course';

/**
 * Section HTML is sanitized on write (admin editor, seed, migration), never here: this route does not
 * carry the sanitizer. An item not marked with the current allow-list is not served until the
 * migration (sanitizeStoredSections, run by `npm start`) has rewritten it.
 */
function servedHtml(section: CourseSection): string {
  if (section.contentSanitizer === SECTION_SANITIZER_VERSION) return section.content;
  logger.warn('Section HTML not sanitized with the current allow-list: served empty until migrated', {
    courseId: section.courseId,
    position: section.position,
  });
  return '';
}

async function locate(userId: string, sectionUuid: string) {
  const parsed = parseChildId(sectionUuid);
  if (!parsed) throw new NotFound('Section not found');
  const userCourse = await requireUserCourse(userId, parsed.parentUuid).catch(notFoundAs('Section not found'));
  const section = userCourse.sections[parsed.index];
  if (!section) throw new NotFound('Section not found');
  return { userCourse, section, index: parsed.index };
}

export async function sectionDetail(userCourse: UserCourse, index: number, today: string) {
  const course = await requireCourse(userCourse.courseId);
  const section = userCourse.sections[index]!;
  const content = await getCourseSection(course.id, section.position);
  if (!content) throw new NotFound('Section not found');
  const incomplete = userCourse.sections.filter((s) => !s.completedAt);
  return {
    uuid: section.uuid,
    sectionId: section.sectionId,
    title: content.title,
    about: content.about,
    duration: content.duration,
    position: section.position,
    completedAt: section.completedAt,
    attachedThumbnail: { url: content.thumbnailUrl ?? null },
    content: servedHtml(content),
    nextUuid: userCourse.sections[index + 1]?.uuid ?? null,
    previousUuid: index > 0 ? userCourse.sections[index - 1]!.uuid : null,
    lastIncompleteSection: incomplete.length === 1 && incomplete[0]!.uuid === section.uuid,
    userCourse: presentUserCourse(userCourse, course, today),
  };
}

export async function getUserCourseSection(userId: string, sectionUuid: string, today: string) {
  const { userCourse, index } = await locate(userId, sectionUuid);
  return sectionDetail(await withExam(userCourse), index, today);
}

export const playerPath = (userCourseUuid: string, sectionUuid: string) =>
  href(paths.coursePlayer, { userCourseUuid, sectionUuid });
export const examPath = (userExamUuid: string) => href(paths.exam, { userExamUuid });

/**
 * Completes a section (the first completion stands; a group member's group hears `user-updated`) and
 * says where to go: the next incomplete
 * section, or the exam once none is left. The next step is decided from the user course as
 * written, so sections completed by concurrent requests count, and the exam is attached once.
 */
export async function completeUserCourseSection(
  learner: { id: string; groupId?: string | null },
  sectionUuid: string,
  today: string,
  now = new Date(),
) {
  const userId = learner.id;
  const { userCourse, section, index } = await locate(userId, sectionUuid);
  const written = section.completedAt ? null : await completeSection(userCourse, index, now.toISOString());
  // The group admin's screens show the member's progress live (never this request's failure).
  if (written && learner.groupId) await publishMemberUpdated(learner.groupId, userId);
  // Null: it was complete already, or a concurrent request completed it first.
  const completed = written ?? (section.completedAt ? userCourse : await requireUserCourse(userId, userCourse.uuid));
  const current = await withExam(completed, now);

  const detail = await sectionDetail(current, index, today);
  const next =
    current.sections.slice(index + 1).find((s) => !s.completedAt) ?? current.sections.find((s) => !s.completedAt);
  const redirect = next
    ? playerPath(current.uuid, next.uuid)
    : current.userExamUuid
      ? examPath(current.userExamUuid)
      : playerPath(current.uuid, section.uuid);
  const toaster = !next && written ? successToast(LEARNING_MESSAGES.sectionsComplete) : undefined;
  return { ...detail, redirect, toaster };
}
