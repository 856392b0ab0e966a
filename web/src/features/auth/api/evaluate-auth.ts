// POST /api/auth/evaluate_auth.json: login step one (password or passcode?), also "Resend passcode".
import { evaluateAuth as contract } from '@shared/contracts/auth';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';

export type EvaluateAuthInput = BodyInput<typeof contract>;

export function useEvaluateAuth() {
  // The reply's toaster ("A one time passcode has been sent…") is shown by the client.
  return useContractMutation(contract, { request: (body: EvaluateAuthInput) => ({ body }) });
}
