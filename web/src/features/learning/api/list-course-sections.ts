// GET /api/course_sections.json?course_id=: a course's outline (titles and summaries, no content).
import { useQuery } from '@tanstack/react-query';
import { listCourseSections as contract } from '@shared/contracts/catalog';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

type CourseSections = QueryData<typeof contract>;
export type CourseSection = CourseSections['data'][number];

export const fetchCourseSections = (courseId: string) => fetchContract(contract, { query: { course_id: courseId } });

export const courseSectionsQueryOptions = (courseId: string) => contractQuery(contract, { query: { course_id: courseId } });

const selectSections = (body: CourseSections) => body.data;

export function useCourseSections(courseId: string, enabled = true) {
  return useQuery({ ...courseSectionsQueryOptions(courseId), select: selectSections, enabled });
}
