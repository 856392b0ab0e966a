// PATCH /api/users/:id.json {user}: the profile form (and, from the group portal, a member's edit).
// The caller's own reply replaces the session's current user.
import { updateUser as contract, type UserUpdateFields } from '@shared/contracts/profile';
import type { FieldName } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { bootstrapKey, type Bootstrap } from '@web/lib/session';

export type UserUpdateInput = Partial<{ [K in keyof UserUpdateFields]: UserUpdateFields[K] }>;
export type ProfileField = Exclude<FieldName<typeof contract>, 'base'> | 'firstName' | 'middleName' | 'lastName' | 'email' | 'phone' | 'birthDate' | 'ssn' | 'street' | 'street2' | 'city' | 'state' | 'zip' | 'driversLicense' | 'currentPassword';

export function useUpdateUser(userId: string) {
  return useContractMutation(contract, {
    request: (user: UserUpdateInput) => ({ params: { id: userId }, body: { user } }),
    update: ({ body }, _input, client) => {
      client.setQueryData<Bootstrap>(bootstrapKey, (old) => (old && old.currentUser?.id === body.user.id ? { ...old, currentUser: body.user } : old));
    },
  });
}
