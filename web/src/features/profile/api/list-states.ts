// GET /api/states.json: US states for address and license forms (reference data: cached for the visit).
import { listStates as contract } from '@shared/contracts/profile';
import { useContractQuery } from '@web/lib/contract-query';

export const useStates = () => useContractQuery(contract, undefined, { staleTime: Infinity, select: (body) => body.data });
