import { listUserCourses } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { loadCatalog } from '../../../domain/catalog/catalog';
import { presentUserCourse } from '../../../domain/learning/present-user-course';
import { listUserCoursesOfUser } from '../../../data/learning';

export const handler = defineHttpHandler(listUserCourses, async ({ caller }) => {
  const [catalog, userCourses] = await Promise.all([loadCatalog(), listUserCoursesOfUser(caller.userId)]);
  const day = today();
  const data = userCourses.flatMap((userCourse) => {
    const course = catalog.get(userCourse.courseId);
    return course ? [presentUserCourse(userCourse, course, day)] : [];
  });
  return { status: 200, body: { data } };
});
