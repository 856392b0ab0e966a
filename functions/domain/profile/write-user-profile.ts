// PATCH /api/users/{id}.json: a learner's own profile, or a group admin's edit of a member of
// their own group (answered with the member as the group portal shows them, never their private
// fields). Only what is sent changes; the SSN is encrypted and never read back; a new driver's
// license is a signed upload id, used up in the same transaction as the profile write.
// A client may send back the whole User it read (the spec's object): what it did not change is
// ignored, and a field nobody may write here is named when it was changed.
import { isDeepStrictEqual } from 'node:util';
import { normalizePhone } from '@shared/rules/identity';
import type { CurrentUser } from '@shared/contracts/common';
import type { GroupMember } from '@shared/contracts/group-user';
import { GROUP_ADMIN_EDITABLE, userUpdateFields, type UserUpdateFields } from '@shared/contracts/profile';
import { encryptField } from '@functions/adapters/field-encryption';
import { writeProfile, type ProfileChanges } from '@functions/data/profile';
import { getMemberRow, type MemberRow } from '@functions/data/group-members';
import { getUserById, hasVerifiedEmail, type User } from '@functions/data/users';
import type { TransactItem } from '@functions/data/writes';
import type { Caller } from '@functions/lib/caller';
import { Forbidden, Invalid, NotFound, type FieldErrors } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { auditProfileChanges } from '../audit/audit';
import { PROFILE_MESSAGES, PROMOTION_MESSAGES } from './messages';
import { requireRecentSignIn } from './recent-sign-in';
import { discardFile, verifyUpload } from '@functions/domain/uploads/claim-upload';
import { checkFields } from './validate';
import { presentUser } from './present-user';
import { presentGroupMember } from './present-group-member';
import { noticeSignInChanges } from './account-notices';

const TEXT_FIELDS = ['middleName', 'title', 'street', 'street2', 'city'] as const;

/**
 * Whose profile this is for the caller: their own, or a member of the group they administer (with
 * the member row: the admin sees the member as the group portal shows them); anything else is not found.
 */
async function targetOf(
  caller: Caller,
  userId: string,
): Promise<{ target: User; member: MemberRow | null; asGroupAdmin: boolean }> {
  if (userId === caller.userId) return { target: caller.user, member: null, asGroupAdmin: false };
  const { groupAdmin, groupId } = caller.user;
  const target = groupAdmin && groupId ? await getUserById(userId) : null;
  const member = target && target.groupId === groupId ? await getMemberRow({ id: groupId! }, userId) : null;
  if (!target || !member) throw new NotFound();
  return { target, member, asGroupAdmin: true };
}

/** The profile as this caller sees it: the whole of their own, or a member's group-portal view. */
function viewOf(user: User, member: MemberRow | null): Promise<CurrentUser | GroupMember> {
  return member
    ? Promise.resolve(presentGroupMember(user, { ...member, groupAdmin: user.groupAdmin }))
    : presentUser(user);
}

/** What the server works out (it may have moved since the client read it): ignored whatever is sent. */
const DERIVED = new Set([
  'emailVerified',
  'phoneVerified',
  'mfaEnabled',
  'mfaRequired',
  'createdAtEpoch',
  'driversLicenseFile',
]);

/**
 * The sent fields that change something: a field equal to what this caller's GET shows is an echo of
 * the object read. Compared with the caller's own view only, so an admin's echo cannot probe a
 * member's private fields (a sent SSN or phone is refused whatever its value).
 */
function changedFields(shownTo: CurrentUser | GroupMember, input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const shown: Record<string, unknown> = { ...shownTo };
  const changed = Object.entries(input).filter(
    ([name, value]) => !DERIVED.has(name) && !(Object.hasOwn(shown, name) && isDeepStrictEqual(shown[name], value)),
  );
  const writable = new Set(Object.keys(userUpdateFields.shape));
  const errors: FieldErrors = Object.fromEntries(
    changed
      .filter(([name]) => !writable.has(name) && Object.hasOwn(shown, name))
      .map(([name]) => [name, [PROFILE_MESSAGES.readOnly]]),
  );
  if (Object.keys(errors).length) throw new Invalid(errors);
  return Object.fromEntries(changed);
}

export async function writeUserProfile(caller: Caller, userId: string, input: unknown, now = new Date()) {
  const { target, member, asGroupAdmin } = await targetOf(caller, userId);
  const fields: UserUpdateFields = checkFields(userUpdateFields, changedFields(await viewOf(target, member), input), {
    drivers_license: 'driversLicense',
  });
  const sent = Object.keys(fields).filter(
    (key) => key !== 'currentPassword' && fields[key as keyof UserUpdateFields] !== undefined,
  );

  const errors: FieldErrors = {};
  if (asGroupAdmin) {
    for (const key of sent)
      if (!(GROUP_ADMIN_EDITABLE as readonly string[]).includes(key))
        errors[key === 'drivers_license' ? 'driversLicense' : key] = [PROFILE_MESSAGES.memberOnly];
  }
  if (fields.groupAdmin !== undefined) {
    if (!caller.user.groupAdmin || !caller.user.groupId) throw new Forbidden(PROFILE_MESSAGES.adminRightsByAdmins);
    if (!asGroupAdmin && fields.groupAdmin !== target.groupAdmin) errors.groupAdmin = [PROFILE_MESSAGES.ownAdminRights];
    // Admin rights only between proven addresses: else whoever registered someone else's address could
    // make a second account an admin over the owner's records, or be made one (claim-account.ts).
    else if (asGroupAdmin && fields.groupAdmin && !target.groupAdmin) {
      if (!hasVerifiedEmail(caller.user)) errors.groupAdmin = [PROMOTION_MESSAGES.confirmYours];
      else if (!hasVerifiedEmail(target)) errors.groupAdmin = [PROMOTION_MESSAGES.confirmTheirs];
    }
  }

  const changes: ProfileChanges = {};
  if (fields.firstName !== undefined) changes.firstName = fields.firstName;
  if (fields.lastName !== undefined) changes.lastName = fields.lastName;
  for (const key of TEXT_FIELDS) if (fields[key] !== undefined) changes[key] = fields[key] || null;
  if (fields.email !== undefined) changes.email = fields.email;
  if (fields.phone !== undefined) {
    const phone = fields.phone ? normalizePhone(fields.phone) : null;
    if (fields.phone && !phone) errors.phone = [PROFILE_MESSAGES.phoneInvalid];
    else changes.phone = phone;
  }
  if (fields.birthDate !== undefined) changes.birthDate = fields.birthDate || null;
  if (fields.state !== undefined) changes.state = fields.state ? fields.state.toUpperCase() : null;
  if (fields.zip !== undefined) changes.zip = fields.zip || null;
  if (fields.submittedShopperApproved) changes.submittedShopperApproved = true;
  if (fields.groupAdmin !== undefined && asGroupAdmin) changes.groupAdmin = fields.groupAdmin;
  if (Object.keys(errors).length) throw new Invalid(errors);

  // Changing how someone signs in or their SSN needs a fresh sign-in (or the password again).
  const sensitive =
    (changes.email !== undefined && changes.email !== target.email) ||
    (changes.phone !== undefined && changes.phone !== target.phone) ||
    Boolean(fields.ssn);
  if (sensitive) await requireRecentSignIn(caller, fields.currentPassword, now);

  let ssnCiphertext: string | undefined;
  if (fields.ssn) {
    ssnCiphertext = await encryptField('ssn', target.id, fields.ssn);
    changes.ssnLast4 = fields.ssn.slice(-4);
  }
  const alsoWrite: TransactItem[] = [];
  if (fields.drivers_license !== undefined) {
    if (fields.drivers_license === null) changes.driversLicenseFile = null;
    else {
      const verified = await verifyUpload(
        caller.userId,
        fields.drivers_license,
        'driversLicense',
        'driversLicense',
        now,
      );
      changes.driversLicenseFile = { filename: verified.file.filename, key: verified.file.key };
      alsoWrite.push(verified.consume);
    }
  }

  const updated = await writeProfile({ before: target, changes, ssnCiphertext, alsoWrite }, now);
  await auditProfileChanges(caller, target, changes, Boolean(fields.ssn));
  if (!asGroupAdmin) await noticeSignInChanges(target, updated, now);
  // A replaced or removed driver's license is personal data nobody needs any more: delete the object.
  const replaced = changes.driversLicenseFile !== undefined ? target.driversLicenseFile : null;
  if (replaced && replaced.key !== changes.driversLicenseFile?.key)
    await discardFile({ ...replaced, bucket: 'private' });
  return {
    // The member's own edit answers with their whole profile; an admin's, with the member as the portal shows them.
    user: await viewOf(updated, member),
    toaster: successToast(asGroupAdmin ? PROFILE_MESSAGES.memberUpdated : PROFILE_MESSAGES.profileUpdated),
  };
}
