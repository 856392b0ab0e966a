import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateCourseSection } from '@functions/domain/admin/course-sections';

export const handler = defineHttpHandler(contracts.updateCourseSection, async ({ params, body }) => ({
  status: 200,
  body: await updateCourseSection(body.courseId, params.id, body.content),
}));
