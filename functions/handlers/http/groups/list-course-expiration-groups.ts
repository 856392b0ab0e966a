import * as contracts from '@shared/contracts/group-certifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listCourseExpirationGroups } from '@functions/domain/groups/member-expirations';

export const handler = defineHttpHandler(contracts.listCourseExpirationGroups, async ({ query }) => ({
  status: 200,
  body: { data: (await listCourseExpirationGroups(query.perPage)).map(({ id, name }) => ({ id, name })) },
}));
