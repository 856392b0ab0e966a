import { enroll } from '@shared/contracts/learning';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { enroll as enrol } from '@functions/domain/learning/user-courses';

export const handler = defineHttpHandler(enroll, async ({ body, caller }) => {
  const { created, userCourse } = await enrol(caller.userId, body.courseId, body.subscriptionUuid ?? null);
  const current = userCourse.sections.find((s) => !s.completedAt) ?? userCourse.sections.at(-1)!;
  const reply = { uuid: userCourse.uuid, courseId: userCourse.courseId, firstUserCourseSectionUuid: userCourse.sections[0]!.uuid, currentUserCourseSectionUuid: current.uuid };
  return created ? { status: 201, body: reply } : { status: 200, body: reply };
});
