// POST /api/auth/mfa_challenge.json: the second sign-in step (a code from the app, or a recovery code); opens the session.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setSignedIn } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/mfa-challenge');

export type MfaChallengeInput = BodyInput<typeof contract>;

/** `returnTo` replaces the server's redirect when the user was sent to /login from a page. */
export function useMfaChallenge(returnTo?: string | null) {
  return useContractMutation(contract, {
    request: (body: MfaChallengeInput) => ({
      body,
      followRedirect: !returnTo,
      onReply: (reply) => {
        if (reply.status === 200) setSignedIn(reply.body);
      },
    }),
  });
}
