// GET /api/state_licenses.json and /api/states.json: the licenses the accreditors need, and states for the address.
import { listStateLicenses, listStates } from '@shared/contracts/profile';
import { useContractQuery } from '@web/lib/contract-query';

export const useOwnStateLicenses = () => useContractQuery(listStateLicenses, undefined, { select: (body) => body.data });
export const useUsStates = () => useContractQuery(listStates, undefined, { staleTime: Infinity, select: (body) => body.data });
