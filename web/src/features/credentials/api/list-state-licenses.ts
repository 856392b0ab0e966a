// GET /api/state_licenses.json and /api/states.json: the licenses the accreditors need, and states for the address.
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const listStateLicenses = apiRoute('profile/list-state-licenses');
const listStates = apiRoute('profile/list-states');

export const useOwnStateLicenses = () =>
  useContractQuery(listStateLicenses, undefined, { select: (body) => body.data });
export const useUsStates = () =>
  useContractQuery(listStates, undefined, { staleTime: Infinity, select: (body) => body.data });
