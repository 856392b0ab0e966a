import { completeUserCourseSection } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { completeSection } from '@functions/domain/learning/sections';

export const handler = defineHttpHandler(completeUserCourseSection, async ({ params, caller, request }) => ({
  status: 200,
  body: await completeSection(caller.user, params.uuid, await localToday(request)),
}));
