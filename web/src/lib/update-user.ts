// PATCH /api/users/:id.json {user}: the one hook for a profile write, used by the profile form, the
// certificate process (details the accreditors need) and the group portal's member edit. The
// caller's own edit answers with their whole CurrentUser, which replaces the session's; a group
// admin's edit of a member answers with the member as the portal shows them (GroupMember, none of
// the member's private fields) and leaves the session alone.
import type { CurrentUser } from '@shared/contracts/common';
import type { GroupMember } from '@shared/contracts/group-user';
import type { UserUpdateFields } from '@shared/contracts/profile';
import type { FieldName } from '@web/lib/api';
import type { CacheTarget } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { sessionData, updateCurrentUser } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('profile/update-user');

export type UserUpdateInput = Partial<{ [K in keyof UserUpdateFields]: UserUpdateFields[K] }>;
export type ProfileField =
  | Exclude<FieldName<typeof contract>, 'base'>
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'birthDate'
  | 'ssn'
  | 'street'
  | 'street2'
  | 'city'
  | 'state'
  | 'zip'
  | 'driversLicense'
  | 'currentPassword'
  | 'title'
  | 'groupAdmin';

/**
 * The reply's user is the caller's own profile: the session's user, whom the server answers whole (a
 * member edited by their group admin comes as a GroupMember). Told by id, never by which fields it has.
 */
export const isOwnProfile = (user: CurrentUser | GroupMember): user is CurrentUser =>
  user.id === sessionData()?.currentUser?.id;

export function useUpdateUser(
  userId: string,
  options: { showToaster?: boolean; invalidates?: readonly CacheTarget[] } = {},
) {
  return useContractMutation(contract, {
    request: (user: UserUpdateInput) => ({
      params: { id: userId },
      body: { user },
      ...(options.showToaster === false ? { showToaster: false } : {}),
      onReply: (reply) => {
        // Only the caller's own record is the session's (a group admin may edit a member).
        const user = reply.status === 200 ? reply.body.user : null;
        if (user && isOwnProfile(user)) updateCurrentUser(user);
      },
    }),
    ...(options.invalidates ? { invalidates: options.invalidates } : {}),
  });
}
