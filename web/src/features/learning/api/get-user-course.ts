// GET /api/user_courses/:uuid.json: one of the caller's user courses, with its current exam. The
// credentials feature reads the same cache entry (the key is the contract's).
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/get-user-course');

export type UserCourseDetail = QueryData<typeof contract>;

export const userCourseQueryOptions = (uuid: string) => contractQuery(contract, { params: { uuid } });

export function useUserCourse(uuid: string | undefined) {
  return useCachedQuery({ ...userCourseQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
