// GET /api/course_sections.json?course_id=: a course's outline (titles and summaries, no content).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCourseSections as contract } from '../../../../../shared/contracts/catalog';
import { callApi, type ReplyWith } from '../../../lib/api';
import { learningKeys } from './keys';
import { notFound } from './not-found';

export type CourseSection = ReplyWith<typeof contract, 200>['body']['data'][number];

export async function fetchCourseSections(courseId: string): Promise<CourseSection[]> {
  const reply = await callApi(contract, { query: { course_id: courseId } });
  return reply.status === 200 ? reply.body.data : notFound(reply.body);
}

export const courseSectionsQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: learningKeys.courseSections(courseId), queryFn: () => fetchCourseSections(courseId) });

export function useCourseSections(courseId: string, enabled = true) {
  return useQuery({ ...courseSectionsQueryOptions(courseId), enabled });
}
