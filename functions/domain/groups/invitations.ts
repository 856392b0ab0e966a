// Inviting members by email (one, many, or the rows of a CSV), the single-use acceptance link, and
// the course reminder. An address the group already invited, or an existing member, is not invited
// again (re-uploading a file invites nobody twice).
import { href, paths } from '@shared/paths';
import { isEmail, type InviteRow } from '@shared/rules/group-invitations';
import { groupInvitationEmail, completeCourseReminderEmail } from '@functions/adapters/email/group-invitation';
import { sendEmail } from '@functions/adapters/mailer';
import { getGroup } from '@functions/data/groups';
import { INVITATION_VALID_DAYS, createInvitation, getInvitation } from '@functions/data/group-invitations';
import { getUserByEmail } from '@functions/data/users';
import { env } from '@functions/lib/env';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Invalid, NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { requireMember } from './enrolment';

export { INVITATION_GONE } from '@shared/rules/group-invitations';
import { INVITATION_GONE } from '@shared/rules/group-invitations';

export interface InviteOutcome {
  invited: string[];
  skipped: { email: string; reason: string }[];
}

export async function inviteMembers(group: GroupScope, inviterId: string, rows: readonly InviteRow[], now = new Date()): Promise<InviteOutcome> {
  const groupRecord = await getGroup(group.id);
  if (!groupRecord) throw new NotFound('Group not found');
  const outcome: InviteOutcome = { invited: [], skipped: [] };
  const unique = new Map(rows.map((row) => [row.email.trim().toLowerCase(), row]));
  for (const [email, row] of unique) {
    if (!isEmail(email)) {
      outcome.skipped.push({ email, reason: 'Email is invalid' });
      continue;
    }
    const existing = await getUserByEmail(email);
    if (existing?.groupId === group.id) {
      outcome.skipped.push({ email, reason: 'Already a member' });
      continue;
    }
    const token = newToken();
    const created = await createInvitation({ groupId: group.id, email, firstName: row.firstName.trim(), lastName: row.lastName.trim(), invitedBy: inviterId, invitedAt: now.toISOString() }, hashToken(token));
    if (!created) {
      outcome.skipped.push({ email, reason: 'Already invited' });
      continue;
    }
    const acceptUrl = `${env().APP_URL}${href(paths.groupInvitation, { authToken: token })}`;
    await sendEmail(email, groupInvitationEmail({ firstName: row.firstName.trim(), groupName: groupRecord.name, acceptUrl, validDays: INVITATION_VALID_DAYS }));
    outcome.invited.push(email);
  }
  return outcome;
}

/** The invitation behind a link, for the acceptance page; 404 once used or unknown. */
export async function invitationDetails(token: string) {
  const invitation = await getInvitation(hashToken(token));
  if (!invitation) throw new NotFound(INVITATION_GONE);
  const group = await getGroup(invitation.groupId);
  if (!group) throw new NotFound(INVITATION_GONE);
  const existing = await getUserByEmail(invitation.email);
  return {
    user: { email: invitation.email, firstName: existing?.firstName ?? invitation.firstName, lastName: existing?.lastName ?? invitation.lastName, existingAccount: !!existing },
    group: { name: group.name },
  };
}

/** Emails a member the courses their group enrolled them in and they have not finished. */
export async function sendCourseReminder(group: GroupScope, email: string): Promise<void> {
  const user = await getUserByEmail(email);
  if (!user || user.groupId !== group.id) throw new NotFound('Member not found');
  const member = await requireMember(group, user.id);
  const courses = Object.values(member.pendingCourses).map((course) => course.name);
  if (!courses.length) throw Invalid.field('email', 'This member has no course to complete.');
  const groupRecord = await getGroup(group.id);
  await sendEmail(user.email, completeCourseReminderEmail({ firstName: user.firstName, groupName: groupRecord?.name ?? 'Your group', courses, dashboardUrl: `${env().APP_URL}${paths.dashboard}` }));
}

/** One invitation; what would be skipped is the field's error instead. */
export async function inviteOne(group: GroupScope, inviterId: string, row: InviteRow): Promise<InviteOutcome> {
  const email = row.email.trim().toLowerCase();
  if (!isEmail(email)) throw Invalid.field('email', 'Email is invalid');
  const outcome = await inviteMembers(group, inviterId, [{ ...row, email }]);
  const skipped = outcome.skipped[0];
  if (skipped) throw Invalid.field('email', skipped.reason);
  return outcome;
}
