// GET /api/user_courses.json: the caller's user courses, newest first.
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/list-user-courses');

type UserCourses = QueryData<typeof contract>;
export type UserCourse = UserCourses['data'][number];

export const userCoursesQueryOptions = () => contractQuery(contract);

const selectUserCourses = (body: UserCourses) => body.data;

export function useUserCourses() {
  return useCachedQuery({ ...userCoursesQueryOptions(), select: selectUserCourses });
}
