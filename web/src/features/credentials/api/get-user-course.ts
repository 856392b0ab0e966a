// GET /api/user_courses/:uuid.json: the passed course with its current exam. The same cache entry
// as the learning screens' (the key is the contract's), so a write either side refreshes both.
import { getUserCourse as contract } from '@shared/contracts/learning';
import { useContractQuery, type QueryData } from '@web/lib/contract-query';

export type PassedCourse = QueryData<typeof contract>;

export function useUserCourse(uuid: string) {
  return useContractQuery(contract, { params: { uuid } });
}
