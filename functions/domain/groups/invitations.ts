// Inviting members by email (one, many, or the rows of a CSV), the single-use acceptance link, and
// the course reminder. An address whose invitation link is still live, a member, or an account of
// another group is not invited (re-uploading a file invites nobody twice); once the link has expired
// (or was accepted and the member later left) a new invitation replaces it.
import { href, paths } from '@shared/paths';
import { isEmail, type InviteRow } from '@shared/rules/group-invitations';
import { groupInvitationEmail, completeCourseReminderEmail } from '@functions/adapters/email/group-invitation';
import { sendEmail } from '@functions/adapters/mailer';
import { getGroup } from '@functions/data/groups';
import { INVITATION_VALID_DAYS, createInvitation, getGroupInvite, getInvitation, inviteExpiresAt, releaseInvitation, type GroupInvite } from '@functions/data/group-invitations';
import { getUserByEmail, getUserById, hasVerifiedEmail } from '@functions/data/users';
import { env } from '@functions/lib/env';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Invalid, NotFound } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { mapLimited } from '@functions/lib/map-limited';
import type { GroupScope } from '@functions/lib/group-scope';
import { requireMember } from './enrolment';

export { INVITATION_GONE, ALREADY_IN_ANOTHER_GROUP } from '@shared/rules/group-invitations';
import { INVITATION_GONE, NOT_INVITABLE } from '@shared/rules/group-invitations';

export interface InviteOutcome {
  invited: string[];
  skipped: { email: string; reason: string }[];
}

export async function inviteMembers(group: GroupScope, inviterId: string, rows: readonly InviteRow[], now = new Date()): Promise<InviteOutcome> {
  const groupRecord = await getGroup(group.id);
  if (!groupRecord) throw new NotFound('Group not found');
  const unique = [...new Map(rows.map((row) => [row.email.trim().toLowerCase(), row]))];
  // Up to 500 addresses in one request: a few at a time, so the reply comes well inside the gateway's 30 s.
  const results = await mapLimited(unique, INVITE_CONCURRENCY, ([email, row]) => inviteAddress(group, groupRecord.name, inviterId, email, row, now));
  const outcome: InviteOutcome = { invited: [], skipped: [] };
  for (const result of results) {
    if ('reason' in result) outcome.skipped.push(result);
    else outcome.invited.push(result.email);
  }
  return outcome;
}

const INVITE_CONCURRENCY = 8;

async function inviteAddress(group: GroupScope, groupName: string, inviterId: string, email: string, row: InviteRow, now: Date): Promise<{ email: string } | { email: string; reason: string }> {
  const refused = await whyNotInvitable(group, email, now);
  if (typeof refused === 'string') return { email, reason: refused };
  const token = newToken();
  const invitation = { groupId: group.id, email, firstName: row.firstName.trim(), lastName: row.lastName.trim(), invitedBy: inviterId, invitedAt: now.toISOString() };
  // A live link stays the only one; an expired (or unsent) one is replaced and stops working.
  const created = await createInvitation(invitation, hashToken(token), refused.replacing);
  if (!created) return { email, reason: 'Already invited' };
  const acceptUrl = `${env().APP_URL}${href(paths.groupInvitation, { authToken: token })}`;
  try {
    await sendEmail(email, groupInvitationEmail({ firstName: row.firstName.trim(), groupName, acceptUrl, validDays: INVITATION_VALID_DAYS }));
  } catch (error) {
    // Nobody got the link: forget it so the address can be invited again.
    logger.warn('invitation email not sent', { groupId: group.id, error: (error as Error).name });
    await releaseInvitation(created);
    return { email, reason: INVITATION_NOT_SENT };
  }
  return { email };
}

const INVITATION_NOT_SENT = 'The invitation email could not be sent';

/** Why an address cannot be invited now, or the expired invitation a new one replaces (null: none). */
async function whyNotInvitable(group: GroupScope, email: string, now: Date): Promise<string | { replacing: GroupInvite | null }> {
  if (!isEmail(email)) return 'Email is invalid';
  const existing = await getUserByEmail(email);
  if (existing?.groupId === group.id) return 'Already a member';
  if (existing?.groupId) return NOT_INVITABLE;
  const previous = await getGroupInvite(group.id, email);
  if (previous && Date.parse(inviteExpiresAt(previous)) > now.getTime()) return 'Already invited';
  return { replacing: previous };
}

/** The invitation behind a link, for the acceptance page; 404 once used or unknown. */
export async function invitationDetails(token: string) {
  const invitation = await getInvitation(hashToken(token));
  if (!invitation) throw new NotFound(INVITATION_GONE);
  const group = await getGroup(invitation.groupId);
  if (!group) throw new NotFound(INVITATION_GONE);
  // Only a confirmed account is one: an address nobody confirmed is claimed by accepting (accept-invitation.ts).
  const [holder, inviter] = await Promise.all([getUserByEmail(invitation.email), getUserById(invitation.invitedBy)]);
  const existing = holder && hasVerifiedEmail(holder) ? holder : null;
  return {
    user: { email: invitation.email, firstName: existing?.firstName ?? invitation.firstName, lastName: existing?.lastName ?? invitation.lastName, existingAccount: !!existing },
    group: { name: group.name, invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : null },
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
