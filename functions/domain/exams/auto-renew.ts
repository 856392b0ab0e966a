// After passing, the learner may turn auto-renewal on (or off) for the course.
import { setAutoRenew } from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { Conflict } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { requireCourse } from '../catalog/catalog';
import { presentExam } from '../learning/present-exam';
import { requireExam } from './exams';
import { EXAM_MESSAGES } from './messages';

export async function updateUserExam(userId: string, uuid: string, autoRenew: boolean, today: string) {
  return optimistic({
    read: () => requireExam(userId, uuid),
    // Setting a flag is safe to repeat: a moved user course is read again and the flag set again.
    write: async ({ exam, userCourse }) => {
      if (exam.status !== 'passed' || userCourse.userExamUuid !== exam.uuid)
        throw new Conflict('Auto-renewal is available once you pass the exam.');
      if (userCourse.review)
        throw new Conflict('A review renews nothing: turn on auto-renew from the course that issued your card.');
      const updated = await setAutoRenew(userCourse, exam.uuid, autoRenew);
      if (updated) {
        const course = await requireCourse(userCourse.courseId);
        const toaster = autoRenew ? successToast(EXAM_MESSAGES.autoRenewEnabled) : undefined;
        return { userExam: presentExam(exam, updated, course, today), toaster };
      }
      return RETRY;
    },
    conflict: 'Your course was changed at the same time. Please try again.',
  });
}
