// POST /api/passwords/reset.json: 201 toasts and redirects to /login; 404 is "Email is incorrect".
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/request-password-reset');

export type RequestPasswordResetInput = BodyInput<typeof contract>;

export function useRequestPasswordReset() {
  return useContractMutation(contract, { request: (body: RequestPasswordResetInput) => ({ body }) });
}
