// POST /api/passwords/reset.json: 201 toasts and redirects to /login; 404 is "Email is incorrect".
import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset as contract } from '../../../../../shared/contracts/auth';
import { callApi, type BodyInput } from '../../../lib/api';

export type RequestPasswordResetInput = BodyInput<typeof contract>;

export function requestPasswordReset(body: RequestPasswordResetInput) {
  return callApi(contract, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
