// POST /api/state_licenses.json {license, state_id, profession_id, additional_license}.
import type { StateLicenseFields } from '@shared/contracts/profile';
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/create-state-license');
const listStateLicenses = apiRoute('profile/list-state-licenses');

export type StateLicenseInput = StateLicenseFields;
export const useCreateStateLicense = () =>
  useContractMutation(contract, { request: (body: StateLicenseInput) => ({ body }), invalidates: [listStateLicenses] });
