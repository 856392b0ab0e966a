// PATCH /api/user_courses/:uuid/update_confirmation {passedAt, autoRenew, firstName, lastName}:
// confirms the provider card (names and the chosen issue date). The reply's user replaces the
// session's (the names may have changed) and the course is read again with its card.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateConfirmation as contract } from '../../../../../shared/contracts/learning';
import { callApi, type BodyInput } from '../../../lib/api';
import { sessionKeys, type Bootstrap } from '../../../lib/session';
import { credentialKeys } from './keys';

export type ConfirmationInput = BodyInput<typeof contract>;
export const confirmationBody = contract.body;

export function updateConfirmation(uuid: string, body: ConfirmationInput) {
  // The page decides where to go next (the passed page), so a reply's redirect is not followed here.
  return callApi(contract, { params: { uuid }, body, followRedirect: false });
}

export function useUpdateConfirmation(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmationInput) => updateConfirmation(uuid, body),
    onSuccess: async (reply) => {
      if (reply.status !== 200 || Object.keys(reply.body.errors ?? {}).length > 0) return;
      const { currentUser } = reply.body;
      client.setQueryData<Bootstrap>(sessionKeys.bootstrap(), (old) => (old ? { ...old, currentUser } : old));
      await client.invalidateQueries({ queryKey: credentialKeys.userCourse(uuid) });
    },
  });
}
