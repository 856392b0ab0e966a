// After passing, the learner may turn auto-renewal on (or off) for the course.
import type { Toaster } from '@shared/contracts/envelope';
import { setAutoRenew as recordAutoRenew } from '@functions/data/learning';
import { retryPause } from '@functions/data/writes';
import { Conflict } from '@functions/lib/errors';
import { requireCourse } from '../catalog/catalog';
import { presentExam } from '../learning/present-exam';
import { requireExam } from './exams';

export const AUTO_RENEW_ENABLED =
  'Auto Renewal for this course has been enabled. You can update this in your billing preferences.';
const ATTEMPTS = 5;

export async function setAutoRenew(userId: string, uuid: string, autoRenew: boolean, today: string) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { exam, userCourse } = await requireExam(userId, uuid);
    if (exam.status !== 'passed' || userCourse.userExamUuid !== exam.uuid)
      throw new Conflict('Auto-renewal is available once you pass the exam.');
    if (userCourse.review)
      throw new Conflict('A review renews nothing: turn on auto-renew from the course that issued your card.');
    const updated = await recordAutoRenew(userCourse, exam.uuid, autoRenew);
    if (updated) {
      const course = await requireCourse(userCourse.courseId);
      const toaster: Toaster | undefined = autoRenew ? { type: 'success', message: AUTO_RENEW_ENABLED } : undefined;
      return { userExam: presentExam(exam, updated, course, today), toaster };
    }
    // Setting a flag is safe to repeat: read the moved user course again and retry.
    await retryPause(attempt);
  }
  throw new Error(`Setting auto-renewal of exam ${uuid} kept losing races with concurrent writes`);
}
