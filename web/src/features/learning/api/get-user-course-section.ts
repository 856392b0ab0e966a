// GET /api/user_course_sections/:uuid.json: a section's content, neighbours and its user course.
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/get-user-course-section');

export type UserCourseSectionDetail = QueryData<typeof contract>;

export const userCourseSectionQueryOptions = (uuid: string) => contractQuery(contract, { params: { uuid } });

export function useUserCourseSection(uuid: string) {
  return useCachedQuery(userCourseSectionQueryOptions(uuid));
}
