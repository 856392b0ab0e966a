import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getCourseSection } from '@functions/domain/admin/course-sections';

export const handler = defineHttpHandler(contracts.getCourseSection, async ({ params, query }) => ({
  status: 200,
  body: await getCourseSection(query.courseId, params.id),
}));
