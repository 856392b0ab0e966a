import { getCourse } from '../../../../shared/contracts/catalog';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { presentCourseDetail, requireCourse } from '../../../domain/catalog/catalog';
import { getLatestUserCourseUuid, getUserCourse } from '../../../data/learning';

export const handler = defineHttpHandler(getCourse, async ({ params, caller }) => {
  const course = await requireCourse(params.id);
  const latestUuid = await getLatestUserCourseUuid(caller.userId, course.id);
  const latest = latestUuid ? await getUserCourse(caller.userId, latestUuid) : null;
  return { status: 200, body: presentCourseDetail(course, latest ?? undefined, today()) };
});
