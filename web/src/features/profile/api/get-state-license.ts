// GET /api/state_licenses/:id.json: one license, for its edit form.
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/get-state-license');

export const useStateLicense = (id: string) =>
  useContractQuery(contract, { params: { id } }, { select: (body) => body.data });
