// How much email a group's admins may send (invitations and course reminders), so a free group
// cannot turn the platform into a mail relay (security review M1, L10). A group is verified once it
// has bought something (or has unlimited certifications, set up by the company) or a content admin
// verified it. Days are UTC days.

export const GROUP_MAIL_LIMITS = {
  /** Emails a day while the group is unverified. */
  unverifiedPerDay: 50,
  /** Emails in all while the group is unverified. */
  unverifiedTotal: 200,
  /** Emails a day once verified. */
  verifiedPerDay: 2000,
} as const;

export interface GroupVerification {
  purchased: boolean;
  unlimitedCertifications: boolean;
  verifiedAt?: string | null;
}

export const isVerifiedGroup = (group: GroupVerification): boolean =>
  group.purchased || group.unlimitedCertifications || Boolean(group.verifiedAt);

/** "in 5 hours" / "in 12 minutes": how long until `resetsAt`. */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

export const GROUP_MAIL_MESSAGES = {
  perDay: (limit: number, wanted: number, left: number, secondsToReset: number) =>
    `Your group can send ${limit} emails a day${limit === GROUP_MAIL_LIMITS.unverifiedPerDay ? ' until its first purchase' : ''}, and ${left === 0 ? 'has none left today' : `has ${left} left today (this needs ${wanted})`}. The count resets at 00:00 UTC (${waitText(secondsToReset)}).`,
  total: (wanted: number, left: number) =>
    `Your group can send ${GROUP_MAIL_LIMITS.unverifiedTotal} emails in all until its first purchase, and ${left === 0 ? 'has none left' : `has ${left} left (this needs ${wanted})`}. Buying seats for your group (or asking us to verify it) lifts this limit.`,
  reminderToday: (secondsToReset: number) =>
    `This member was already sent a reminder today. You can send another after 00:00 UTC (${waitText(secondsToReset)}).`,
} as const;
