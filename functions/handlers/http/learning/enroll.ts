import { enroll } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { enrolIn } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(enroll, async ({ body, caller }) => {
  const { created, reply } = await enrolIn(caller.userId, body.courseId, body.subscriptionUuid ?? null);
  return created ? { status: 201, body: reply } : { status: 200, body: reply };
});
