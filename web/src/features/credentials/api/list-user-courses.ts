// GET /api/user_courses.json: Manage CE lists the passed ones (the same cache entry as My Learning).
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/list-user-courses');

export const useUserCourses = () => useContractQuery(contract, undefined, { select: (body) => body.data });
