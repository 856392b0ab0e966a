// GET /api/user_exams/:uuid.json: one of the caller's exams (null when it does not exist).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserExam as contract, type UserExam } from '../../../../../shared/contracts/exams';
import { callApi } from '../../../lib/api';
import { examKeys } from './keys';

export type { UserExam };

export async function fetchUserExam(uuid: string): Promise<UserExam | null> {
  const reply = await callApi(contract, { params: { uuid } });
  return reply.status === 200 ? reply.body : null;
}

export const userExamQueryOptions = (uuid: string) =>
  // The status decides which screen shows, so it is always read fresh when a screen opens.
  queryOptions({ queryKey: examKeys.exam(uuid), queryFn: () => fetchUserExam(uuid), staleTime: 0 });

export function useUserExam(uuid: string) {
  return useQuery(userExamQueryOptions(uuid));
}
