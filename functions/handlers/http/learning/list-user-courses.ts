import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { listUserCourses } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(contracts.listUserCourses, async ({ caller, request }) => ({
  status: 200,
  body: { data: await listUserCourses(caller.user, await localToday(request)) },
}));
