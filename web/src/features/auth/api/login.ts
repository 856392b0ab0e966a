// POST /api/auth/login.json: the password step; opens a session.
import { login as contract } from '@shared/contracts/auth';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { setSignedIn } from '@web/lib/session';

export type LoginInput = BodyInput<typeof contract>;

/** `returnTo` replaces the server's redirect when the user was sent to /login from a page. */
export function useLogin(returnTo?: string | null) {
  return useContractMutation(contract, {
    request: (body: LoginInput) => ({
      body,
      followRedirect: !returnTo,
      onReply: (reply) => {
        if (reply.status === 200) setSignedIn(reply.body);
      },
    }),
  });
}
