import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { getUserCourse } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(contracts.getUserCourse, async ({ params, caller, request }) => ({
  status: 200,
  body: await getUserCourse(caller.userId, params.uuid, await localToday(request)),
}));
