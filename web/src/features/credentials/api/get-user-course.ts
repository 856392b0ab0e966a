// GET /api/user_courses/:uuid.json: the passed course with its current exam (null when unknown).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserCourse as contract } from '../../../../../shared/contracts/learning';
import { callApi, type ReplyWith } from '../../../lib/api';
import { credentialKeys } from './keys';

export type PassedCourse = ReplyWith<typeof contract, 200>['body'];

export async function fetchUserCourse(uuid: string): Promise<PassedCourse | null> {
  const reply = await callApi(contract, { params: { uuid } });
  return reply.status === 200 ? reply.body : null;
}

export const userCourseQueryOptions = (uuid: string) => queryOptions({ queryKey: credentialKeys.userCourse(uuid), queryFn: () => fetchUserCourse(uuid) });

export function useUserCourse(uuid: string) {
  return useQuery(userCourseQueryOptions(uuid));
}
