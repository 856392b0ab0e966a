// POST /api/auth/login.json: the password step; opens a session.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setSignedIn } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/login');

export type LoginInput = BodyInput<typeof contract>;

/** `returnTo` replaces the server's redirect when the user was sent to /login from a page. */
export function useLogin(returnTo?: string | null) {
  return useContractMutation(contract, {
    request: (body: LoginInput) => ({
      body,
      followRedirect: !returnTo,
      onReply: (reply) => {
        // A `secondFactor` reply opens no session yet: the login page asks for the code.
        if (reply.status === 200 && 'currentUser' in reply.body) setSignedIn(reply.body);
      },
    }),
  });
}
