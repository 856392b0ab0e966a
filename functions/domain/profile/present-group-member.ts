// A member as their group's admins see them (the member page, and the reply to an admin's edit of
// them): the profile's names, title, birth date and address with the member row's admin flag and
// status. Nothing else of the profile is copied in: the SSN, phone, driver's license, account state
// and sign-in settings stay the member's.
import type { GroupMember } from '@shared/contracts/group-user';
import type { MemberRow } from '@functions/data/group-members';
import type { User } from '@functions/data/users';

export const presentGroupMember = (
  user: User,
  member: Pick<MemberRow, 'groupId' | 'groupAdmin' | 'status'>,
): GroupMember => ({
  id: user.id,
  firstName: user.firstName,
  middleName: user.middleName,
  lastName: user.lastName,
  email: user.email,
  title: user.title,
  birthDate: user.birthDate,
  street: user.street,
  street2: user.street2,
  city: user.city,
  state: user.state,
  zip: user.zip,
  groupAdmin: member.groupAdmin,
  groupId: member.groupId,
  status: member.status,
});
