// GET /api/user_course_sections.json?user_course_uuid=: a user course's sections with completion.
import { useQuery } from '@tanstack/react-query';
import { listUserCourseSections as contract } from '@shared/contracts/learning';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

export type UserCourseSections = QueryData<typeof contract>;
export type UserCourseSection = UserCourseSections['data'][number];

export const fetchUserCourseSections = (userCourseUuid: string) => fetchContract(contract, { query: { user_course_uuid: userCourseUuid } });

export const userCourseSectionsQueryOptions = (userCourseUuid: string) => contractQuery(contract, { query: { user_course_uuid: userCourseUuid } });

export function useUserCourseSections(userCourseUuid: string | undefined) {
  return useQuery({ ...userCourseSectionsQueryOptions(userCourseUuid ?? ''), enabled: Boolean(userCourseUuid) });
}
