// GET /api/user_courses.json: the caller's user courses, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUserCourses as contract } from '../../../../../shared/contracts/learning';
import { callApi, type ReplyWith } from '../../../lib/api';
import { learningKeys } from './keys';

export type UserCourse = ReplyWith<typeof contract, 200>['body']['data'][number];

export async function fetchUserCourses(): Promise<UserCourse[]> {
  const reply = await callApi(contract);
  return reply.body.data;
}

export const userCoursesQueryOptions = () => queryOptions({ queryKey: learningKeys.userCourseList(), queryFn: fetchUserCourses });

export function useUserCourses() {
  return useQuery(userCoursesQueryOptions());
}
