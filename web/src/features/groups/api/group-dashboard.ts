// GET /api/groups/dashboard.json: the portal's figures.
import type { QueryData } from '@web/lib/contract-key';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/dashboard');

export type GroupDashboard = QueryData<typeof contract>;
export const useGroupDashboard = () => useContractQuery(contract);
