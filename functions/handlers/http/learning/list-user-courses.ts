import { listUserCourses } from '../../../../shared/contracts/learning';
import { defineHttpHandler } from '../../../lib/http-handler';
import { localToday } from '../../../lib/today';
import { userCoursesOf } from '../../../domain/learning/user-courses';

export const handler = defineHttpHandler(listUserCourses, async ({ caller, request }) => ({
  status: 200,
  body: { data: await userCoursesOf(caller.userId, await localToday(request)) },
}));
