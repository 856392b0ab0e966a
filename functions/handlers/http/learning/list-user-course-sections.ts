import { listUserCourseSections } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { requireCourse } from '../../../domain/catalog/catalog';
import { presentUserCourse } from '../../../domain/learning/present-user-course';
import { requireUserCourse } from '../../../domain/learning/user-courses';
import { listCourseSections } from '../../../data/catalog';
import { Invalid } from '../../../lib/errors';

export const handler = defineHttpHandler(listUserCourseSections, async ({ query, caller }) => {
  const uuid = query.user_course_uuid || query.userCourseId;
  if (!uuid) throw Invalid.field('user_course_uuid', "can't be blank");
  const userCourse = await requireUserCourse(caller.userId, uuid);
  const course = await requireCourse(userCourse.courseId);
  const sections = new Map((await listCourseSections(course.id)).map((s) => [s.id, s]));
  const data = userCourse.sections.map((s) => {
    const section = sections.get(s.sectionId);
    return { uuid: s.uuid, sectionId: s.sectionId, position: s.position, completedAt: s.completedAt, title: section?.title ?? '', about: section?.about ?? '', duration: section?.duration ?? 0 };
  });
  return { status: 200, body: { data, userCourse: presentUserCourse(userCourse, course, today()) } };
});
