// GET /api/user_courses.json: Manage CE lists the passed ones (the same cache entry as My Learning).
import { listUserCourses as contract } from '@shared/contracts/learning';
import { useContractQuery } from '@web/lib/contract-query';

export const useUserCourses = () => useContractQuery(contract, undefined, { select: (body) => body.data });
