// Once every section is complete, the user course gets its exam. Attaching it is idempotent and
// recoverable: the first attempt's exam has a fixed uuid and is created only with its attachment,
// and every read, completion or launch that finds all sections complete and no exam attaches it,
// so neither a race between the last completions nor a crash after them leaves a course without one.
import { getUserExam } from '@functions/data/exams';
import { attachExam, type UserCourse } from '@functions/data/learning';
import { retryPause } from '@functions/data/writes';
import { requireCourse } from '../catalog/catalog';
import { drawExam, examUuidFor } from './draw-exam';
import { allSectionsComplete } from './present-user-course';
import { requireUserCourse } from './user-course';

const ATTEMPTS = 5;

/** The user course with its exam: as it is, or with the exam attached now. */
export async function withExam(userCourse: UserCourse, now = new Date()): Promise<UserCourse> {
  let current = userCourse;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
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
    // Another request attached it, or moved the user course: read again.
    await retryPause(attempt);
    current = await requireUserCourse(current.userId, current.uuid);
  }
  throw new Error(`Attaching the exam of user course ${userCourse.uuid} kept losing races`);
}
