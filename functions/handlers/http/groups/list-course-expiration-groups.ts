import { listCourseExpirationGroups } from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { courseExpirationGroups } from '@functions/domain/groups/external-certifications';

export const handler = defineHttpHandler(listCourseExpirationGroups, async () => ({
  status: 200,
  body: { data: (await courseExpirationGroups()).map(({ id, name }) => ({ id, name })) },
}));
