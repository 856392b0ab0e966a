// GET /api/user_courses/:uuid.json: one of the caller's user courses, with its current exam. The
// credentials feature reads the same cache entry (the key is the contract's).
import { useQuery } from '@tanstack/react-query';
import { getUserCourse as contract } from '@shared/contracts/learning';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

export type UserCourseDetail = QueryData<typeof contract>;

export const fetchUserCourse = (uuid: string) => fetchContract(contract, { params: { uuid } });

export const userCourseQueryOptions = (uuid: string) => contractQuery(contract, { params: { uuid } });

export function useUserCourse(uuid: string | undefined) {
  return useQuery({ ...userCourseQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
