// Finishing a Google sign-in (after the provider's redirect back): what is pending, the password that
// links the Google account to an existing one, and the sign-up fields Google does not give.
import type { BodyInput, FieldName } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { setSignedIn } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const pending = apiRoute('auth/google-pending');
const link = apiRoute('auth/google-link');
const signUp = apiRoute('auth/google-sign-up');

export const useGooglePending = () => useContractQuery(pending, {}, { retry: false, gcTime: 0 });

export function useGoogleLink() {
  return useContractMutation(link, {
    request: (body: BodyInput<typeof link>) => ({
      body,
      onReply: (reply) => {
        // A `secondFactor` reply opens no session yet: the page asks for the code.
        if (reply.status === 200 && 'currentUser' in reply.body) setSignedIn(reply.body);
      },
    }),
  });
}

export type GoogleSignUpInput = BodyInput<typeof signUp>;
export type GoogleSignUpField = Exclude<FieldName<typeof signUp>, 'base'>;
export const loadGoogleSignUpBody = () =>
  import('@shared/contracts/google-sign-in').then((module) => module.googleSignUp.body);

export function useGoogleSignUp() {
  return useContractMutation(signUp, {
    request: (body: GoogleSignUpInput) => ({
      body,
      onReply: (reply) => {
        if (reply.status === 201) setSignedIn(reply.body);
      },
    }),
  });
}
