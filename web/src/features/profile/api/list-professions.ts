// GET /api/professions.json: professions with their license labels (reference data).
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/list-professions');

export const useProfessions = () =>
  useContractQuery(contract, undefined, { staleTime: Infinity, select: (body) => body.data });
