import { completeUserCourseSection } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { localToday } from '../../../lib/today';
import { completeSection } from '../../../domain/learning/sections';

export const handler = defineHttpHandler(completeUserCourseSection, async ({ params, caller, request }) => ({
  status: 200,
  body: await completeSection(caller.userId, params.uuid, await localToday(request)),
}));
