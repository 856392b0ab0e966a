// PATCH /api/state_licenses/:id.json.
import type { StateLicenseFields } from '@shared/contracts/profile';
import { contractKey } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';

const getStateLicense = apiRoute('profile/get-state-license');
const listStateLicenses = apiRoute('profile/list-state-licenses');
const contract = apiRoute('profile/update-state-license');

export const useUpdateStateLicense = (id: string) =>
  useContractMutation(contract, {
    request: (body: StateLicenseFields) => ({ params: { id }, body }),
    invalidates: [listStateLicenses, contractKey(getStateLicense, { params: { id } })],
  });
