import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { completeUserCourseSection } from '@functions/domain/learning/sections';

export const handler = defineHttpHandler(contracts.completeUserCourseSection, async ({ params, caller, request }) => ({
  status: 200,
  body: await completeUserCourseSection(caller.user, params.uuid, await localToday(request)),
}));
