// GET /api/groups/dashboard.json: the portal's figures.
import { groupDashboard as contract } from '@shared/contracts/groups';
import { useContractQuery, type QueryData } from '@web/lib/contract-query';

export type GroupDashboard = QueryData<typeof contract>;
export const useGroupDashboard = () => useContractQuery(contract);
