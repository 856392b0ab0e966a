// GET /api/user_course_sections/:uuid.json: a section's content, neighbours and its user course.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserCourseSection as contract } from '../../../../../shared/contracts/learning';
import { callApi, type ReplyWith } from '../../../lib/api';
import { learningKeys } from './keys';
import { notFound } from './not-found';

export type UserCourseSectionDetail = ReplyWith<typeof contract, 200>['body'];

export async function fetchUserCourseSection(uuid: string): Promise<UserCourseSectionDetail> {
  const reply = await callApi(contract, { params: { uuid } });
  return reply.status === 200 ? reply.body : notFound(reply.body);
}

export const userCourseSectionQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: learningKeys.userCourseSection(uuid), queryFn: () => fetchUserCourseSection(uuid) });

export function useUserCourseSection(uuid: string) {
  return useQuery(userCourseSectionQueryOptions(uuid));
}
