import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { listExpirations } from '@functions/domain/groups/compliance';

export const handler = defineHttpHandler(contracts.listUserCourseExpirations, async ({ group, query, request }) => ({
  status: 200,
  body: await listExpirations(group, query, await localToday(request)),
}));
