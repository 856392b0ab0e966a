import { listCourseSections } from '../../../../shared/contracts/catalog';
import { defineHttpHandler } from '../../../lib/http-handler';
import { requireCourse } from '../../../domain/catalog/catalog';
import { listCourseSections as sectionsOf } from '../../../data/catalog';

export const handler = defineHttpHandler(listCourseSections, async ({ query }) => {
  const course = await requireCourse(query.course_id);
  const sections = await sectionsOf(course.id);
  return { status: 200, body: { data: sections.map(({ id, title, about, duration, position }) => ({ id, title, about, duration, position })) } };
});
