// PATCH /api/users/:id.json from the certificate process (the profile's own contract): details the accreditors need.
import type { UserUpdateFields } from '@shared/contracts/profile';
import { useContractMutation } from '@web/lib/contract-mutation';
import { updateCurrentUser } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/update-user');

export const useUpdateOwnProfile = (userId: string) =>
  useContractMutation(contract, {
    request: (user: Partial<UserUpdateFields>) => ({
      params: { id: userId },
      body: { user },
      showToaster: false,
      onReply: (reply) => {
        if (reply.status === 200) updateCurrentUser(reply.body.user);
      },
    }),
  });
