// POST /api/users.json: creates an account and signs it in (201), or 422 per field.
import { signUp as contract } from '@shared/contracts/profile';
import type { BodyInput, FieldName } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { setSignedIn } from '@web/lib/session';

export const signUpBody = contract.body;
export type SignUpInput = BodyInput<typeof contract>;
export type SignUpField = Exclude<FieldName<typeof contract>, 'base'>;

export function useSignUp(returnTo?: string | null) {
  return useContractMutation(contract, {
    request: (body: SignUpInput) => ({
      body,
      followRedirect: !returnTo,
      onReply: (reply) => {
        if (reply.status === 201) setSignedIn({ currentUser: reply.body.user, group: reply.body.group });
      },
    }),
  });
}
