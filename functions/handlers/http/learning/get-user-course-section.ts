import { getUserCourseSection } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { getSection } from '../../../domain/learning/sections';

export const handler = defineHttpHandler(getUserCourseSection, async ({ params, caller }) => ({
  status: 200,
  body: await getSection(caller.userId, params.uuid, today()),
}));
