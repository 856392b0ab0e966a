// The current user as the client sees it.
import type { CurrentUser } from '@shared/contracts/common';
import { hasVerifiedEmail, hasVerifiedPhone, type User } from '@functions/data/users';
import { isMfaRequired } from './mfa-requirement';

/** Async because whether a group admin must use two-step verification depends on the group's size. */
export async function presentUser(user: User): Promise<CurrentUser> {
  return {
    id: user.id,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    title: user.title,
    phone: user.phone,
    birthDate: user.birthDate,
    ssn: user.ssnLast4 ? `*****${user.ssnLast4}` : null,
    street: user.street,
    street2: user.street2,
    city: user.city,
    state: user.state,
    zip: user.zip,
    country: user.country,
    createdAtEpoch: Math.floor(Date.parse(user.createdAt) / 1000),
    groupAdmin: user.groupAdmin,
    groupId: user.groupId,
    contentAdmin: user.contentAdmin,
    driversLicenseFile: user.driversLicenseFile ? { filename: user.driversLicenseFile.filename } : null,
    submittedShopperApproved: user.submittedShopperApproved,
    status: user.status,
    emailVerified: hasVerifiedEmail(user),
    phoneVerified: hasVerifiedPhone(user),
    mfaEnabled: user.mfaEnabled,
    mfaRequired: await isMfaRequired(user),
  };
}
