// Once every section is complete, the user course gets its exam. Attaching it is idempotent and
// recoverable: the first attempt's exam has a fixed uuid and is created only with its attachment,
// and every read, completion or launch that finds all sections complete and no exam attaches it,
// so neither a race between the last completions nor a crash after them leaves a course without one.
import { getUserExam } from '@functions/data/exams';
import { attachExam, type UserCourse } from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { requireCourse } from '../catalog/catalog';
import { drawExam, examUuidFor } from './draw-exam';
import { allSectionsComplete } from './present-user-course';
import { requireUserCourse } from './user-course';

/** The user course with its exam: as it is, or with the exam attached now. */
export async function withExam(userCourse: UserCourse, now = new Date()): Promise<UserCourse> {
  return optimistic({
    // Another request attached it, or moved the user course: read again.
    read: (attempt) => (attempt === 0 ? userCourse : requireUserCourse(userCourse.userId, userCourse.uuid)),
    write: async (current) => {
      if (current.userExamUuid || !allSectionsComplete(current)) return current;
      const existing = await getUserExam(current.userId, examUuidFor(current.uuid, 1));
      const exam =
        existing ??
        (await drawExam({
          userId: current.userId,
          userCourseUuid: current.uuid,
          course: await requireCourse(current.courseId),
          attempt: 1,
          now,
        }));
      if (await attachExam(current, exam, !existing))
        return {
          ...current,
          userExamUuid: exam.uuid,
          examProgress: 0,
          examProgressVersion: 0,
          version: (current.version ?? 0) + 1,
        };
      return RETRY;
    },
    conflict: 'Your course was changed at the same time. Please try again.',
  });
}
