// PATCH /api/state_licenses/:id.json.
import { getStateLicense, listStateLicenses, updateStateLicense as contract, type StateLicenseFields } from '@shared/contracts/profile';
import { contractKey, useContractMutation } from '@web/lib/contract-query';

export const useUpdateStateLicense = (id: string) =>
  useContractMutation(contract, { request: (body: StateLicenseFields) => ({ params: { id }, body }), invalidates: [listStateLicenses, contractKey(getStateLicense, { params: { id } })] });
