import { listUserCourses } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { userCoursesOf } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(listUserCourses, async ({ caller, request }) => ({
  status: 200,
  body: { data: await userCoursesOf(caller.userId, await localToday(request)) },
}));
