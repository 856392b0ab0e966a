import { getUserCourseSection } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { getSection } from '@functions/domain/learning/sections';

export const handler = defineHttpHandler(getUserCourseSection, async ({ params, caller, request }) => ({
  status: 200,
  body: await getSection(caller.userId, params.uuid, await localToday(request)),
}));
