import * as contracts from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { enroll } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(contracts.enroll, async ({ body, caller, request }) => {
  const options = {
    subscriptionUuid: body.subscriptionUuid ?? null,
    review: body.review,
    today: await localToday(request),
  };
  const { created, reply } = await enroll(caller.user, body.courseId, options);
  return created ? { status: 201, body: reply } : { status: 200, body: reply };
});
