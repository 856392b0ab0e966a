// POST /api/auth/evaluate_auth.json: login step one (password or passcode?), also "Resend passcode".
import { useMutation } from '@tanstack/react-query';
import { evaluateAuth as contract } from '../../../../../shared/contracts/auth';
import { callApi, type BodyInput } from '../../../lib/api';

export type EvaluateAuthInput = BodyInput<typeof contract>;

export function evaluateAuth(body: EvaluateAuthInput) {
  // The reply's toaster ("A one time passcode has been sent…") is shown by the client.
  return callApi(contract, { body });
}

export function useEvaluateAuth() {
  return useMutation({ mutationFn: evaluateAuth });
}
