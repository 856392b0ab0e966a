import { listCourseSections } from '@shared/contracts/catalog';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { courseSections } from '@functions/domain/catalog/catalog';

export const handler = defineHttpHandler(listCourseSections, async ({ query }) => ({
  status: 200,
  body: { data: await courseSections(query.course_id) },
}));
