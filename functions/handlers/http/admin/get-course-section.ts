import { getCourseSection } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { sectionForEditor } from '@functions/domain/admin/course-sections';

export const handler = defineHttpHandler(getCourseSection, async ({ params, query }) => ({
  status: 200,
  body: await sectionForEditor(query.courseId, params.id),
}));
