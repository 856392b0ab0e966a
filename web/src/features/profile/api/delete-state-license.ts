// DELETE /api/state_licenses/:id.json.
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/delete-state-license');
const listStateLicenses = apiRoute('profile/list-state-licenses');

export const useDeleteStateLicense = () =>
  useContractMutation(contract, { request: (id: string) => ({ params: { id } }), invalidates: [listStateLicenses] });
