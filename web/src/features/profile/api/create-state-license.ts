// POST /api/state_licenses.json {license, state_id, profession_id, additional_license}.
import { createStateLicense as contract, listStateLicenses, type StateLicenseFields } from '@shared/contracts/profile';
import { useContractMutation } from '@web/lib/contract-query';

export type StateLicenseInput = StateLicenseFields;
export const useCreateStateLicense = () => useContractMutation(contract, { request: (body: StateLicenseInput) => ({ body }), invalidates: [listStateLicenses] });
