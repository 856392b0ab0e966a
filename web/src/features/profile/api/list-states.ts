// GET /api/states.json: US states for address and license forms (reference data: cached for the visit).
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/list-states');

export const useStates = () =>
  useContractQuery(contract, undefined, { staleTime: Infinity, select: (body) => body.data });
