import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { getUserCourseSection } from '@functions/domain/learning/sections';

export const handler = defineHttpHandler(contracts.getUserCourseSection, async ({ params, caller, request }) => ({
  status: 200,
  body: await getUserCourseSection(caller.userId, params.uuid, await localToday(request)),
}));
