// GET /api/user_courses/:uuid.json: one of the caller's user courses, with its current exam.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserCourse as contract } from '../../../../../shared/contracts/learning';
import { callApi, type ReplyWith } from '../../../lib/api';
import { learningKeys } from './keys';
import { notFound } from './not-found';

export type UserCourseDetail = ReplyWith<typeof contract, 200>['body'];

export async function fetchUserCourse(uuid: string): Promise<UserCourseDetail> {
  const reply = await callApi(contract, { params: { uuid } });
  return reply.status === 200 ? reply.body : notFound(reply.body);
}

export const userCourseQueryOptions = (uuid: string) => queryOptions({ queryKey: learningKeys.userCourse(uuid), queryFn: () => fetchUserCourse(uuid) });

export function useUserCourse(uuid: string | undefined) {
  return useQuery({ ...userCourseQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
