// What joining a group shares with its admins (GET /api/groups/users/{id}.json, the member's Courses
// and Non-Platform Certifications tabs, compliance, reports and CSV exports), said on the invitation
// page before anyone accepts.

export const GROUP_ADMINS_SEE = [
  'Your name, email address and job title',
  'Your birth date and mailing address',
  'Your courses, exam results, provider cards and certification expiry dates, and when you last signed in',
] as const;

export const GROUP_ADMINS_CAN = [
  'Edit your name, title, birth date and address (never your email, phone or password)',
  'Enroll you in courses, send you reminders and remove you from the group',
] as const;

export const GROUP_ADMINS_NEVER_SEE =
  "They never see your password, phone number, Social Security Number, driver's license or payment cards.";
