// POST /api/auth/evaluate_auth.json: login step one (password or passcode?), also "Resend passcode".
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/evaluate-auth');

export type EvaluateAuthInput = BodyInput<typeof contract>;

export function useEvaluateAuth() {
  // The reply's toaster ("A one time passcode has been sent…") is shown by the client.
  return useContractMutation(contract, { request: (body: EvaluateAuthInput) => ({ body }) });
}
