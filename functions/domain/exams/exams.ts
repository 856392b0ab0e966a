// Reading the caller's exams: one exam with its user course, and its questions.
import * as examsData from '@functions/data/exams';
import type { UserCourse } from '@functions/data/learning';
import { NotFound } from '@functions/lib/errors';
import { requireCourse } from '../catalog/catalog';
import { presentExam, presentQuestions } from '../learning/present-exam';
import { requireUserCourse } from '../learning/user-course';

export async function requireExam(
  userId: string,
  uuid: string,
): Promise<{ exam: examsData.UserExam; userCourse: UserCourse }> {
  const exam = await examsData.getUserExam(userId, uuid);
  if (!exam) throw new NotFound('Exam not found');
  return { exam, userCourse: await requireUserCourse(userId, exam.userCourseUuid) };
}

export async function getUserExam(userId: string, uuid: string, today: string) {
  const { exam, userCourse } = await requireExam(userId, uuid);
  const course = await requireCourse(userCourse.courseId);
  return { exam, userCourse, course, view: presentExam(exam, userCourse, course, today) };
}

export async function listUserQuestions(userId: string, uuid: string, today: string) {
  const { exam, view } = await getUserExam(userId, uuid, today);
  return { data: presentQuestions(exam), userExam: view };
}
