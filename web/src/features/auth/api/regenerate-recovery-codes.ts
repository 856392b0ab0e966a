// POST /api/mfa/recovery_codes.json: 10 new recovery codes (shown once) for a code or a recovery code.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/regenerate-recovery-codes');

export type RegenerateRecoveryCodesInput = BodyInput<typeof contract>;

export const useRegenerateRecoveryCodes = () =>
  useContractMutation(contract, { request: (body: RegenerateRecoveryCodesInput) => ({ body }) });
