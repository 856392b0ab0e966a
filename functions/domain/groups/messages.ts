// What the group portal's use cases say to the admin: their toasts and the refusals they name.
// Texts the web shows as well live in shared/ (shared/constants.ts, shared/rules/group-*.ts).

export const GROUP_MESSAGES = {
  memberEnrolled: 'Member enrolled.',
  alreadyEnrolled: 'This member is already enrolled in this course.',
  unenrolled: 'The course was un-enrolled and its seat returned to your group.',
  memberRemoved: (name: string) => `${name} was removed from your group.`,
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationsSent: (count: number) => `${count} invitation${count === 1 ? '' : 's'} sent.`,
  invitationResent: (email: string) => `Invitation sent again to ${email}. The earlier link no longer works.`,
  invitationRevoked: (email: string) => `The invitation to ${email} was withdrawn.`,
  invitationNotPending: 'No invitation of this address is pending.',
  reminderSent: 'Reminder sent.',
  filterSaved: 'Filter saved.',
  filterDeleted: 'Filter deleted.',
  certificationAdded: 'Certification added.',
  certificationUpdated: 'Certification updated.',
  certificationDeleted: 'Certification deleted.',
  certificationNotFound: 'Certification not found',
  certificationUploadGone: 'The uploaded file is no longer valid. Please upload it again.',
} as const;

export const INVITER_UNCONFIRMED =
  'Confirm your email address before sending invitations: follow the link we emailed you, or send a new one from your profile.';

export const INVITATION_MESSAGES = {
  signIn: (email: string) => `Please sign in as ${email} to accept this invitation.`,
  otherAccount: 'This invitation is for another account. Sign out, then sign in as the invited address to accept it.',
} as const;

export const JOIN_MESSAGES = {
  confirmToJoin: (group: string) =>
    `Welcome! Confirm your email address to join ${group}: follow the link we emailed you.`,
} as const;
