// GET /api/user_exams/:uuid.json: one of the caller's exams (a 404 when it does not exist).
import type { UserExam } from '@shared/contracts/exams';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { EVERY_VISIT } from '@web/lib/prefetch';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('exams/get-user-exam');

export type { UserExam };

// The status decides which screen shows, so it is always read fresh when a screen opens.
export const userExamQueryOptions = (uuid: string) => ({
  ...contractQuery(contract, { params: { uuid } }),
  ...EVERY_VISIT,
});

export function useUserExam(uuid: string) {
  return useCachedQuery(userExamQueryOptions(uuid));
}
