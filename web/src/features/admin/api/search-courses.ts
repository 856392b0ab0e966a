// GET /api/courses/search.json?search=: every course (the admin picks one whose sections to edit).
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';

const contract = apiRoute('catalog/search-courses');

export const useAllCourses = () =>
  useContractQuery(contract, { query: { search: '' } }, { select: (body) => body.data });
