import * as contracts from '@shared/contracts/catalog';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listCourseSections } from '@functions/domain/catalog/catalog';

export const handler = defineHttpHandler(contracts.listCourseSections, async ({ query }) => ({
  status: 200,
  body: { data: await listCourseSections(query.course_id) },
}));
