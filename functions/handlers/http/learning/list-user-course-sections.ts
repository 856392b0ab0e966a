import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { Invalid } from '@functions/lib/errors';
import { listUserCourseSections } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(contracts.listUserCourseSections, async ({ query, caller, request }) => {
  const uuid = query.user_course_uuid || query.userCourseId;
  if (!uuid) throw Invalid.field('user_course_uuid', "can't be blank");
  return { status: 200, body: await listUserCourseSections(caller.userId, uuid, await localToday(request)) };
});
