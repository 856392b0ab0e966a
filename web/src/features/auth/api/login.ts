// POST /api/auth/login.json: the password step; opens a session.
import { useMutation } from '@tanstack/react-query';
import { login as contract } from '../../../../../shared/contracts/auth';
import { callApi, type BodyInput } from '../../../lib/api';
import { setSignedIn } from '../../../lib/session';

export type LoginInput = BodyInput<typeof contract>;

/** `returnTo` replaces the server's redirect when the user was sent to /login from a page. */
export function login(body: LoginInput, returnTo?: string | null) {
  return callApi(contract, {
    body,
    followRedirect: !returnTo,
    onReply: (reply) => {
      if (reply.status === 200) setSignedIn(reply.body);
    },
  });
}

export function useLogin(returnTo?: string | null) {
  return useMutation({ mutationFn: (body: LoginInput) => login(body, returnTo) });
}
