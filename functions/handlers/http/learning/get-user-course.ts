import { getUserCourse } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { requireCourse } from '../../../domain/catalog/catalog';
import { presentUserCourse } from '../../../domain/learning/present-user-course';
import { requireUserCourse } from '../../../domain/learning/user-courses';
import { presentExam } from '../../../domain/exams/present-exam';
import { getUserExam } from '../../../data/exams';

export const handler = defineHttpHandler(getUserCourse, async ({ params, caller }) => {
  const userCourse = await requireUserCourse(caller.userId, params.uuid);
  const course = await requireCourse(userCourse.courseId);
  const exam = userCourse.userExamUuid ? await getUserExam(caller.userId, userCourse.userExamUuid) : null;
  const day = today();
  return { status: 200, body: { ...presentUserCourse(userCourse, course, day), userExam: exam ? presentExam(exam, userCourse, course, day) : null } };
});
