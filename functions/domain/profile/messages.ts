// What the profile use cases say: their toasts and the refusals they name. Texts the web shows as
// well live in shared/ (STATE_LICENSE_MESSAGES in shared/constants.ts, the field messages in
// shared/contracts/profile.ts).

export const PROFILE_MESSAGES = {
  profileUpdated: 'Your profile has been updated.',
  memberUpdated: 'Member updated.',
  /** A field of the User object that this request cannot change (id, status, createdAtEpoch...). */
  readOnly: "can't be changed here",
  memberOnly: 'Only the member can change this.',
  ownAdminRights: 'You cannot change your own group admin rights.',
  adminRightsByAdmins: 'Only a group admin can change group admin rights.',
  phoneInvalid: 'Phone number is invalid',
} as const;

export const EMAIL_VERIFICATION_MESSAGES = {
  invalid: 'This confirmation link is invalid or has expired. Send yourself a new one from your profile.',
  otherAccount:
    'This link confirms the email of another account. Sign out, then sign in to the account it was sent to.',
  confirmed: 'Your email address is confirmed.',
  joined: (group: string) => `Your email address is confirmed, and you joined ${group}.`,
  alreadyConfirmed: 'Your email address is already confirmed.',
  sent: 'We have emailed you a link to confirm your address.',
} as const;

/** Why a member cannot be made a group admin (only between confirmed addresses). */
export const PROMOTION_MESSAGES = {
  confirmYours: 'Confirm your email address before making someone a group admin.',
  confirmTheirs: 'This member has not confirmed their email address yet, so they cannot be made a group admin.',
} as const;
