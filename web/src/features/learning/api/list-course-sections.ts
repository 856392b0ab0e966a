// GET /api/course_sections.json?course_id=: a course's outline (titles and summaries, no content).
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('catalog/list-course-sections');

type CourseSections = QueryData<typeof contract>;
export type CourseSection = CourseSections['data'][number];

export const courseSectionsQueryOptions = (courseId: string) =>
  contractQuery(contract, { query: { course_id: courseId } });

const selectSections = (body: CourseSections) => body.data;

export function useCourseSections(courseId: string, enabled = true) {
  return useCachedQuery({ ...courseSectionsQueryOptions(courseId), select: selectSections, enabled });
}
