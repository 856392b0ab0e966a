// The course player: a section with its content and neighbours, and completing it.
import { randomUUID } from 'node:crypto';
import type { Toaster } from '../../../shared/contracts/contract';
import { getCourseSection } from '../../data/catalog';
import { completeLastSectionWithExam, sectionCompletion, transact, type UserCourse } from '../../data/learning';
import { userExamPut } from '../../data/exams';
import { NotFound } from '../../lib/errors';
import { requireCourse } from '../catalog/catalog';
import { drawExam } from '../exams/draw-exam';
import { parseChildId } from './ids';
import { allSectionsComplete, presentUserCourse } from './present-user-course';
import { requireUserCourse } from './user-courses';

async function locate(userId: string, sectionUuid: string) {
  const parsed = parseChildId(sectionUuid);
  if (!parsed) throw new NotFound('Section not found');
  const userCourse = await requireUserCourse(userId, parsed.parentUuid).catch(() => {
    throw new NotFound('Section not found');
  });
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
    content: content.content,
    nextUuid: userCourse.sections[index + 1]?.uuid ?? null,
    previousUuid: index > 0 ? userCourse.sections[index - 1]!.uuid : null,
    lastIncompleteSection: incomplete.length === 1 && incomplete[0]!.uuid === section.uuid,
    userCourse: presentUserCourse(userCourse, course, today),
  };
}

export async function getSection(userId: string, sectionUuid: string, today: string) {
  const { userCourse, index } = await locate(userId, sectionUuid);
  return sectionDetail(userCourse, index, today);
}

export const playerPath = (userCourseUuid: string, sectionUuid: string) => `/user-portal/courses/${userCourseUuid}/${sectionUuid}`;
export const examPath = (userExamUuid: string) => `/exams/${userExamUuid}`;

/**
 * Completes a section and says where to go: the next section, or, when it was the last
 * incomplete one, the exam (drawn now, in the same transaction, so it exists exactly once).
 */
export async function completeSection(userId: string, sectionUuid: string, now = new Date()) {
  const { userCourse, section, index } = await locate(userId, sectionUuid);
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const updated: UserCourse = { ...userCourse, sections: userCourse.sections.map((s, i) => (i === index ? { ...s, completedAt: s.completedAt ?? at } : s)) };

  if (!section.completedAt) {
    if (allSectionsComplete(updated) && !userCourse.userExamUuid) {
      const course = await requireCourse(userCourse.courseId);
      const exam = await drawExam({ userId, userCourseUuid: userCourse.uuid, course, attempt: 1, uuid: randomUUID(), now });
      await transact([completeLastSectionWithExam(userId, userCourse.uuid, index, at, exam.uuid), userExamPut(exam)]);
      updated.userExamUuid = exam.uuid;
    } else {
      await transact([sectionCompletion(userId, userCourse.uuid, index, at)]);
    }
  }

  const detail = await sectionDetail(updated, index, today);
  const next = updated.sections.slice(index + 1).find((s) => !s.completedAt) ?? updated.sections.find((s) => !s.completedAt);
  const redirect = next ? playerPath(updated.uuid, next.uuid) : updated.userExamUuid ? examPath(updated.userExamUuid) : playerPath(updated.uuid, section.uuid);
  const toaster: Toaster | undefined = !next && !section.completedAt ? { type: 'success', message: 'All sections complete: you can now take the exam.' } : undefined;
  return { ...detail, redirect, toaster };
}
