// GET /api/user_exams/:uuid.json: one of the caller's exams (a 404 when it does not exist).
import { useQuery } from '@tanstack/react-query';
import { getUserExam as contract, type UserExam } from '@shared/contracts/exams';
import { contractQuery, fetchContract } from '@web/lib/contract-query';
import { EVERY_VISIT } from '@web/lib/prefetch';

export type { UserExam };

export const fetchUserExam = (uuid: string) => fetchContract(contract, { params: { uuid } });

// The status decides which screen shows, so it is always read fresh when a screen opens.
export const userExamQueryOptions = (uuid: string) => ({ ...contractQuery(contract, { params: { uuid } }), ...EVERY_VISIT });

export function useUserExam(uuid: string) {
  return useQuery(userExamQueryOptions(uuid));
}
