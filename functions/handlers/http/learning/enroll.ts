import { enroll } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { enrolIn } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(enroll, async ({ body, caller, request }) => {
  const options = {
    subscriptionUuid: body.subscriptionUuid ?? null,
    review: body.review,
    today: await localToday(request),
  };
  const { created, reply } = await enrolIn(caller.user, body.courseId, options);
  return created ? { status: 201, body: reply } : { status: 200, body: reply };
});
