// POST /api/users.json: creates an account and signs it in (201), or 422 per field.
import { useMutation } from '@tanstack/react-query';
import { signUp as contract } from '../../../../../shared/contracts/profile';
import { callApi, type BodyInput, type FieldName } from '../../../lib/api';
import { setSignedIn } from '../../../lib/session';

export const signUpContract = contract;
export type SignUpInput = BodyInput<typeof contract>;
export type SignUpField = FieldName<typeof contract>;

export function signUp(body: SignUpInput, returnTo?: string | null) {
  return callApi(contract, {
    body,
    followRedirect: !returnTo,
    onReply: (reply) => {
      if (reply.status === 201) setSignedIn({ currentUser: reply.body.user, group: reply.body.group });
    },
  });
}

export function useSignUp(returnTo?: string | null) {
  return useMutation({ mutationFn: (body: SignUpInput) => signUp(body, returnTo) });
}
