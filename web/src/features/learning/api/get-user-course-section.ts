// GET /api/user_course_sections/:uuid.json: a section's content, neighbours and its user course.
import { useQuery } from '@tanstack/react-query';
import { getUserCourseSection as contract } from '@shared/contracts/learning';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

export type UserCourseSectionDetail = QueryData<typeof contract>;

export const fetchUserCourseSection = (uuid: string) => fetchContract(contract, { params: { uuid } });

export const userCourseSectionQueryOptions = (uuid: string) => contractQuery(contract, { params: { uuid } });

export function useUserCourseSection(uuid: string) {
  return useQuery(userCourseSectionQueryOptions(uuid));
}
