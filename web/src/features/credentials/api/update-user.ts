// PATCH /api/users/:id.json from the certificate process (the profile's own contract): details the accreditors need.
import { updateUser as contract, type UserUpdateFields } from '@shared/contracts/profile';
import { useContractMutation } from '@web/lib/contract-query';
import { bootstrapKey, type Bootstrap } from '@web/lib/session';

export const useUpdateOwnProfile = (userId: string) =>
  useContractMutation(contract, {
    request: (user: Partial<UserUpdateFields>) => ({ params: { id: userId }, body: { user }, showToaster: false }),
    update: ({ body }, _input, client) => client.setQueryData<Bootstrap>(bootstrapKey, (old) => (old ? { ...old, currentUser: body.user } : old)),
  });
