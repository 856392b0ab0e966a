// POST /api/passwords/reset.json: 201 toasts and redirects to /login; 404 is "Email is incorrect".
import { requestPasswordReset as contract } from '@shared/contracts/auth';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';

export type RequestPasswordResetInput = BodyInput<typeof contract>;

export function useRequestPasswordReset() {
  return useContractMutation(contract, { request: (body: RequestPasswordResetInput) => ({ body }) });
}
