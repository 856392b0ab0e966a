import { updateCourseSection } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { saveSectionHtml } from '@functions/domain/admin/course-sections';

export const handler = defineHttpHandler(updateCourseSection, async ({ params, body }) => ({
  status: 200,
  body: await saveSectionHtml(body.courseId, params.id, body.content),
}));
