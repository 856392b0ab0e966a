// GET /api/user_course_sections.json?user_course_uuid=: a user course's sections with completion.
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/list-user-course-sections');

export type UserCourseSections = QueryData<typeof contract>;
export type UserCourseSection = UserCourseSections['data'][number];

export const userCourseSectionsQueryOptions = (userCourseUuid: string) =>
  contractQuery(contract, { query: { user_course_uuid: userCourseUuid } });

export function useUserCourseSections(userCourseUuid: string | undefined) {
  return useCachedQuery({ ...userCourseSectionsQueryOptions(userCourseUuid ?? ''), enabled: Boolean(userCourseUuid) });
}
