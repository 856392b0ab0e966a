import { getUserCourseSection } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { localToday } from '../../../lib/today';
import { getSection } from '../../../domain/learning/sections';

export const handler = defineHttpHandler(getUserCourseSection, async ({ params, caller, request }) => ({
  status: 200,
  body: await getSection(caller.userId, params.uuid, await localToday(request)),
}));
