// GET /api/state_licenses/:id.json: one license, for its edit form.
import { getStateLicense as contract } from '@shared/contracts/profile';
import { useContractQuery } from '@web/lib/contract-query';

export const useStateLicense = (id: string) => useContractQuery(contract, { params: { id } }, { select: (body) => body.data });
