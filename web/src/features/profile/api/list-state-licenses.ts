// GET /api/state_licenses.json: the learner's state licenses.
import { listStateLicenses as contract } from '@shared/contracts/profile';
import { useContractQuery } from '@web/lib/contract-query';

export const useStateLicenses = () => useContractQuery(contract, undefined, { select: (body) => body.data });
