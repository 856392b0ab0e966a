import { getUserCourse } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { userCourseDetail } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(getUserCourse, async ({ params, caller, request }) => ({
  status: 200,
  body: await userCourseDetail(caller.userId, params.uuid, await localToday(request)),
}));
