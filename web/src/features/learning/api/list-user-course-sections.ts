// GET /api/user_course_sections.json?user_course_uuid=: a user course's sections with completion.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUserCourseSections as contract } from '../../../../../shared/contracts/learning';
import { callApi, type ReplyWith } from '../../../lib/api';
import { learningKeys } from './keys';
import { notFound } from './not-found';

export type UserCourseSections = ReplyWith<typeof contract, 200>['body'];
export type UserCourseSection = UserCourseSections['data'][number];

export async function fetchUserCourseSections(userCourseUuid: string): Promise<UserCourseSections> {
  const reply = await callApi(contract, { query: { user_course_uuid: userCourseUuid } });
  return reply.status === 200 ? reply.body : notFound(reply.body);
}

export const userCourseSectionsQueryOptions = (userCourseUuid: string) =>
  queryOptions({ queryKey: learningKeys.userCourseSectionList(userCourseUuid), queryFn: () => fetchUserCourseSections(userCourseUuid) });

export function useUserCourseSections(userCourseUuid: string | undefined) {
  return useQuery({ ...userCourseSectionsQueryOptions(userCourseUuid ?? ''), enabled: Boolean(userCourseUuid) });
}
