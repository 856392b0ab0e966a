// GET /api/user_courses/:uuid.json: the passed course with its current exam. The same cache entry
// as the learning screens' (the key is the contract's), so a write either side refreshes both.
import type { QueryData } from '@web/lib/contract-key';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/get-user-course');

export type PassedCourse = QueryData<typeof contract>;

export function useUserCourse(uuid: string) {
  return useContractQuery(contract, { params: { uuid } });
}
