// PATCH /api/passwords.json: sets the new password from a reset link and signs the user in.
import { useMutation } from '@tanstack/react-query';
import { updatePassword as contract } from '../../../../../shared/contracts/auth';
import { callApi, type BodyInput } from '../../../lib/api';
import { setSignedIn } from '../../../lib/session';

export type UpdatePasswordInput = BodyInput<typeof contract>;

export function updatePassword(body: UpdatePasswordInput) {
  return callApi(contract, {
    body,
    // The session goes into the cache before the reply's redirect to the dashboard is followed.
    onReply: (reply) => {
      if (reply.status === 200) setSignedIn({ currentUser: reply.body.user, group: reply.body.group });
    },
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
