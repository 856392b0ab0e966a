import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/dashboard');

export const useGroupDashboard = () => useContractQuery(contract);
