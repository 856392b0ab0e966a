import { listUserCourseExpirations } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { expirationsPage } from '@functions/domain/groups/compliance';

export const handler = defineHttpHandler(listUserCourseExpirations, async ({ group, query, request }) => ({
  status: 200,
  body: await expirationsPage(group, query, await localToday(request)),
}));
