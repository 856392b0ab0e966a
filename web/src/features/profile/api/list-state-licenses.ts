// GET /api/state_licenses.json: the learner's state licenses.
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/list-state-licenses');

export const useStateLicenses = () => useContractQuery(contract, undefined, { select: (body) => body.data });
