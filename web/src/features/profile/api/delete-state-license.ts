// DELETE /api/state_licenses/:id.json.
import { deleteStateLicense as contract, listStateLicenses } from '@shared/contracts/profile';
import { useContractMutation } from '@web/lib/contract-query';

export const useDeleteStateLicense = () => useContractMutation(contract, { request: (id: string) => ({ params: { id } }), invalidates: [listStateLicenses] });
