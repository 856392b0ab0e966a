// GET /api/user_courses.json: the caller's user courses, newest first.
import { useQuery } from '@tanstack/react-query';
import { listUserCourses as contract } from '@shared/contracts/learning';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

type UserCourses = QueryData<typeof contract>;
export type UserCourse = UserCourses['data'][number];

export const fetchUserCourses = () => fetchContract(contract);

export const userCoursesQueryOptions = () => contractQuery(contract);

const selectUserCourses = (body: UserCourses) => body.data;

export function useUserCourses() {
  return useQuery({ ...userCoursesQueryOptions(), select: selectUserCourses });
}
