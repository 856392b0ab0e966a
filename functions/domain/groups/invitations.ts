// Inviting members by email (one, many, or the rows of a CSV), the single-use acceptance link, and
// the course reminder, all within the group's email quota (mail-quota.ts). An address whose
// invitation link is still live, a member, or an account of another group is not invited
// (re-uploading a file invites nobody twice); once the link has expired (or was accepted and the
// member later left) a new invitation replaces it.
import { href, paths } from '@shared/paths';
import { isEmail, type InviteRow } from '@shared/rules/group-invitations';
import { groupInvitationEmail, completeCourseReminderEmail } from '@functions/adapters/email/group-invitation';
import { queuedEmail, sendEmail } from '@functions/adapters/mailer';
import { getGroup } from '@functions/data/groups';
import * as groupInvitationsData from '@functions/data/group-invitations';
import { getUserByEmail, getUserById, hasVerifiedEmail } from '@functions/data/users';
import { env } from '@functions/lib/env';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Invalid, NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { mapLimited } from '@functions/lib/map-limited';
import { recordMetrics } from '@functions/lib/metrics';
import type { GroupScope } from '@functions/lib/group-scope';
import { emailGroupName } from '@shared/rules/group-names';
import { requireMember } from './enrollment';
import { returnGroupMail, takeGroupMail } from './mail-quota';
import { GROUP_MESSAGES, INVITER_UNCONFIRMED } from './messages';

import { INVITATION_GONE, INVITATION_REVOKED, NOT_INVITABLE } from '@shared/rules/group-invitations';
import type { EmailBrand } from '@functions/adapters/email/layout';
import { emailBrand } from '../company/email-brand';

export interface InviteOutcome {
  invited: string[];
  skipped: { email: string; reason: string }[];
}

export async function inviteMembers(
  group: GroupScope,
  inviterId: string,
  rows: readonly InviteRow[],
  now = new Date(),
): Promise<InviteOutcome> {
  const [groupRecord, inviter] = await Promise.all([getGroup(group.id), getUserById(inviterId)]);
  if (!groupRecord) throw new NotFound('Group not found');
  // Invitations go out in the group's name to any address: only from an admin whose own address is proven.
  if (!inviter || !hasVerifiedEmail(inviter)) throw Invalid.field('base', INVITER_UNCONFIRMED);
  const unique = [...new Map(rows.map((row) => [row.email.trim().toLowerCase(), row]))];
  // Up to 500 addresses in one request: a few at a time, so the reply comes well inside the gateway's 30 s.
  const checked = await mapLimited(unique, INVITE_CONCURRENCY, async ([email, row]) => ({
    email,
    row,
    refused: await whyNotInvitable(group, email, now),
  }));
  const outcome: InviteOutcome = { invited: [], skipped: [] };
  const sendable: { email: string; row: InviteRow; replacing: groupInvitationsData.GroupInvite | null }[] = [];
  for (const { email, row, refused } of checked) {
    if (typeof refused === 'string') outcome.skipped.push({ email, reason: refused });
    else sendable.push({ email, row, replacing: refused.replacing });
  }
  if (!sendable.length) return outcome;
  // The whole send is taken from the group's email quota first (429 when it does not fit), so
  // parallel requests cannot send more than the quota between them; what is not sent goes back.
  const reservation = await takeGroupMail(groupRecord, sendable.length, now);
  const letter = { groupName: emailGroupName(groupRecord.name), brand: await emailBrand() };
  const results = await mapLimited(sendable, INVITE_CONCURRENCY, (address) =>
    inviteAddress(group, letter, inviterId, address, now),
  );
  for (const result of results) {
    if ('reason' in result) outcome.skipped.push(result);
    else outcome.invited.push(result.email);
  }
  await returnGroupMail(reservation, sendable.length - outcome.invited.length);
  recordMetrics('groups', { InvitationsSent: outcome.invited.length });
  return outcome;
}

const INVITE_CONCURRENCY = 8;

async function inviteAddress(
  group: GroupScope,
  letter: { groupName: string; brand: EmailBrand },
  inviterId: string,
  address: { email: string; row: InviteRow; replacing: groupInvitationsData.GroupInvite | null },
  now: Date,
): Promise<{ email: string } | { email: string; reason: string }> {
  const { email, row } = address;
  const token = newToken();
  const invitation = {
    groupId: group.id,
    email,
    firstName: row.firstName.trim(),
    lastName: row.lastName.trim(),
    invitedBy: inviterId,
    invitedAt: now.toISOString(),
  };
  // The invitation and its email are written together (the outbox delivers it, retrying while SES is
  // down): a live link is never left unsent. A live link stays the only one; an expired one is replaced.
  const created = await groupInvitationsData.createInvitation(
    invitation,
    hashToken(token),
    address.replacing,
    queuedInvitationEmail(email, letter, token, now),
  );
  return created ? { email } : { email, reason: 'Already invited' };
}

/**
 * An invitation's email as an outbox item, for the transaction that records its link. Nothing the admin
 * typed but the group's name (capped, control characters out) goes in it.
 */
export function queuedInvitationEmail(
  email: string,
  letter: { groupName: string; brand: EmailBrand },
  token: string,
  now: Date,
) {
  const acceptUrl = `${env().APP_URL}${href(paths.groupInvitation, { authToken: token })}`;
  const mail = groupInvitationEmail(
    { groupName: letter.groupName, acceptUrl, validDays: groupInvitationsData.INVITATION_VALID_DAYS },
    letter.brand,
  );
  return queuedEmail(email, mail, now);
}

/** Why an address cannot be invited now, or the expired invitation a new one replaces (null: none). */
async function whyNotInvitable(
  group: GroupScope,
  email: string,
  now: Date,
): Promise<string | { replacing: groupInvitationsData.GroupInvite | null }> {
  if (!isEmail(email)) return 'Email is invalid';
  // An address nobody confirmed is invitable (its owner claims it by accepting: accept-invitation.ts),
  // unless that account runs a group of its own (the only group it can be in: group-signup.ts).
  const holder = await getUserByEmail(email);
  if (holder?.groupId === group.id) return 'Already a member';
  if (holder?.groupId) return NOT_INVITABLE;
  const previous = await groupInvitationsData.getGroupInvite(group.id, email);
  if (previous && Date.parse(groupInvitationsData.inviteExpiresAt(previous)) > now.getTime()) return 'Already invited';
  return { replacing: previous };
}

/** The invitation behind a link, for the acceptance page; 404 once used or unknown. */
export async function getInvitation(token: string) {
  const invitation = await groupInvitationsData.getInvitation(hashToken(token));
  if (!invitation) throw new NotFound(INVITATION_GONE);
  if (invitation.revokedAt) throw new NotFound(INVITATION_REVOKED);
  const group = await getGroup(invitation.groupId);
  if (!group) throw new NotFound(INVITATION_GONE);
  // Only a confirmed account is one: an address nobody confirmed is claimed by accepting (accept-invitation.ts).
  const [holder, inviter] = await Promise.all([getUserByEmail(invitation.email), getUserById(invitation.invitedBy)]);
  const existing = holder && hasVerifiedEmail(holder) ? holder : null;
  return {
    user: {
      email: invitation.email,
      firstName: existing?.firstName ?? invitation.firstName,
      lastName: existing?.lastName ?? invitation.lastName,
      existingAccount: !!existing,
      unconfirmedAccount: !!holder && !existing,
    },
    group: { name: group.name, invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : null },
  };
}

/** Emails a member the courses their group enrolled them in and they have not finished: one a day per member, from the group's email quota. */
export async function sendCourseReminder(group: GroupScope, email: string, now = new Date()) {
  const user = await getUserByEmail(email);
  if (!user || user.groupId !== group.id) throw new NotFound('Member not found');
  const member = await requireMember(group, user.id);
  const courses = Object.values(member.pendingCourses).map((course) => course.name);
  if (!courses.length) throw Invalid.field('email', 'This member has no course to complete.');
  const groupRecord = await getGroup(group.id);
  if (!groupRecord) throw new NotFound('Group not found');
  const reservation = await takeGroupMail(groupRecord, 1, now, user.id);
  try {
    await sendEmail(
      user.email,
      completeCourseReminderEmail(
        {
          firstName: user.firstName,
          groupName: emailGroupName(groupRecord.name),
          courses,
          dashboardUrl: `${env().APP_URL}${paths.dashboard}`,
        },
        await emailBrand(),
      ),
    );
  } catch (error) {
    await returnGroupMail(reservation, 1);
    throw error;
  }
  return { toaster: successToast(GROUP_MESSAGES.reminderSent) };
}

/** One invitation; what would be skipped is the field's error instead. */
export async function inviteMember(group: GroupScope, inviterId: string, row: InviteRow) {
  const email = row.email.trim().toLowerCase();
  if (!isEmail(email)) throw Invalid.field('email', 'Email is invalid');
  const outcome = await inviteMembers(group, inviterId, [{ ...row, email }]);
  const skipped = outcome.skipped[0];
  if (skipped) throw Invalid.field('email', skipped.reason);
  return { ...outcome, toaster: successToast(GROUP_MESSAGES.invitationSent(row.email)) };
}
