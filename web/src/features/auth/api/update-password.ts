// PATCH /api/passwords.json: sets the new password from a reset link and signs the user in.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setSignedIn } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/update-password');

export type UpdatePasswordInput = BodyInput<typeof contract>;

export function useUpdatePassword() {
  return useContractMutation(contract, {
    request: (body: UpdatePasswordInput) => ({
      body,
      // The session goes into the cache before the reply's redirect to the dashboard is followed.
      onReply: (reply) => {
        // With two-step verification the page asks for the code before there is a session.
        if (reply.status === 200 && 'user' in reply.body)
          setSignedIn({ currentUser: reply.body.user, group: reply.body.group });
      },
    }),
  });
}
