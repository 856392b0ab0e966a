// GET /api/professions.json: professions with their license labels (reference data).
import { listProfessions as contract } from '@shared/contracts/profile';
import { useContractQuery } from '@web/lib/contract-query';

export const useProfessions = () => useContractQuery(contract, undefined, { staleTime: Infinity, select: (body) => body.data });
