// After a failed attempt: a fresh in-progress exam with newly drawn questions. Unlimited, one at
// a time: the next attempt's exam has a fixed uuid and becomes current only if the failed exam
// still is, so concurrent retakes start one exam and the others answer 409.
import { href, paths } from '@shared/paths';
import { startRetake } from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { Conflict } from '@functions/lib/errors';
import { requireCourse } from '../catalog/catalog';
import { drawExam } from '../learning/draw-exam';
import { presentExam } from '../learning/present-exam';
import { requireExam } from './exams';

export async function retakeUserExam(userId: string, uuid: string, today: string, now = new Date()) {
  return optimistic({
    read: () => requireExam(userId, uuid),
    // A concurrent retake won (the next read answers 409) or the user course moved: read again.
    write: async ({ exam, userCourse }) => {
      if (exam.status !== 'failed' || userCourse.userExamUuid !== exam.uuid)
        throw new Conflict('Only the latest failed exam can be retaken.');
      const course = await requireCourse(userCourse.courseId);
      const next = await drawExam({ userId, userCourseUuid: userCourse.uuid, course, attempt: exam.attempt + 1, now });
      if (await startRetake(userCourse, exam.uuid, next)) {
        const updated = {
          ...userCourse,
          status: 'in_progress' as const,
          userExamUuid: next.uuid,
          examProgress: 0,
          examProgressVersion: 0,
          scoredAt: null,
        };
        return {
          userExam: presentExam(next, updated, course, today),
          redirect: href(paths.examInProgress, { userExamUuid: next.uuid }),
        };
      }
      return RETRY;
    },
    conflict: 'Your course was changed at the same time. Please try again.',
  });
}
