import { completeUserCourseSection } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { completeSection } from '../../../domain/learning/sections';

export const handler = defineHttpHandler(completeUserCourseSection, async ({ params, caller }) => ({
  status: 200,
  body: await completeSection(caller.userId, params.uuid),
}));
