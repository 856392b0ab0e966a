// POST /api/users.json: creates an account and signs it in (201), or 422 per field.
import type { BodyInput, FieldName } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setSignedIn } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/sign-up');

/** The contract's body schema, for checking the form before sending (loaded on first submit). */
export const loadSignUpBody = () => import('@shared/contracts/profile').then((module) => module.signUp.body);
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
