// GET /api/groups/user_course_expirations.json (a page of the compliance rows for the URL's filters)
// and its summary (the chart's numbers).
import { keepPreviousData } from '@tanstack/react-query';
import type { ExpirationsQuery, UserCourseExpiration } from '@shared/contracts/groups';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const expirationSummary = apiRoute('groups/expiration-summary');
const contract = apiRoute('groups/list-expirations');

export type { UserCourseExpiration };
export const useExpirations = (query: Partial<ExpirationsQuery>) =>
  useContractQuery(contract, { query: query as ExpirationsQuery }, { placeholderData: keepPreviousData });
export const useExpirationSummary = () => useContractQuery(expirationSummary);
