// The group admins' pending invitations: the list (by address, a page at a time), sending one again
// (a new single-use link replaces the old one; at most every INVITATION_RESEND_MINUTES and within the
// group's email quota) and withdrawing one (its link then says the group withdrew it).
import type { PendingInvitation } from '@shared/contracts/group-invitations';
import type { PageQuery } from '@shared/contracts/envelope';
import {
  INVITATION_RESEND_MINUTES,
  NOT_INVITABLE,
  isEmail,
  resendTooSoonMessage,
} from '@shared/rules/group-invitations';
import { emailGroupName } from '@shared/rules/group-names';
import { getGroup } from '@functions/data/groups';
import {
  createInvitation,
  getGroupInvite,
  invitationOf,
  listGroupInvites,
  releaseInvitation,
  revokeGroupInvite,
  type GroupInvite,
} from '@functions/data/group-invitations';
import { getUserByEmail, getUserById, getUsersByIds, hasVerifiedEmail } from '@functions/data/users';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Invalid, NotFound, TooManyRequests } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { recordMetrics } from '@functions/lib/metrics';
import { successToast } from '@functions/lib/toasts';
import { emailBrand } from '../company/email-brand';
import { queuedInvitationEmail } from './invitations';
import { returnGroupMail, takeGroupMail } from './mail-quota';
import { GROUP_MESSAGES, INVITER_UNCONFIRMED } from './messages';

const RESEND_MS = INVITATION_RESEND_MINUTES * 60_000;

function present(invite: GroupInvite, inviter: string | null, now: Date): PendingInvitation {
  const resendable = Date.parse(invite.sentAt) + RESEND_MS;
  return {
    email: invite.email,
    firstName: invite.firstName,
    lastName: invite.lastName,
    invitedAt: invite.invitedAt,
    invitedBy: inviter,
    sentAt: invite.sentAt,
    expiresAt: invite.expiresAt,
    expired: Date.parse(invite.expiresAt) <= now.getTime(),
    resendableAt: resendable > now.getTime() ? new Date(resendable).toISOString() : null,
  };
}

const nameOf = (user: { firstName: string; lastName: string } | null | undefined) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : null;

export async function listPendingInvitations(group: GroupScope, query: PageQuery, now = new Date()) {
  const page = await listGroupInvites(group.id, query);
  const inviters = new Map(
    (await getUsersByIds([...new Set(page.items.map((invite) => invite.invitedBy))])).map((user) => [user.id, user]),
  );
  return {
    data: page.items.map((invite) => present(invite, nameOf(inviters.get(invite.invitedBy)), now)),
    pagination: page.pagination,
  };
}

async function pendingInvite(group: GroupScope, email: string): Promise<GroupInvite> {
  const address = email.trim().toLowerCase();
  const invite = isEmail(address) ? await getGroupInvite(group.id, address) : null;
  if (!invite) throw new NotFound(GROUP_MESSAGES.invitationNotPending);
  return invite;
}

export async function resendInvitation(group: GroupScope, callerId: string, email: string, now = new Date()) {
  const invite = await pendingInvite(group, email);
  const wait = Date.parse(invite.sentAt) + RESEND_MS - now.getTime();
  if (wait > 0) throw tooSoon(wait);
  const [groupRecord, caller, holder] = await Promise.all([
    getGroup(group.id),
    getUserById(callerId),
    getUserByEmail(invite.email),
  ]);
  if (!groupRecord) throw new NotFound('Group not found');
  // As when inviting: mail in the group's name goes only from an admin whose own address is proven.
  if (!caller || !hasVerifiedEmail(caller)) throw Invalid.field('base', INVITER_UNCONFIRMED);
  if (holder?.groupId === group.id) {
    // Joined another way (a sign-up code): nothing is pending any more.
    await releaseInvitation(invite);
    throw Invalid.field('email', 'Already a member');
  }
  if (holder?.groupId) throw Invalid.field('email', NOT_INVITABLE);
  const reservation = await takeGroupMail(groupRecord, 1, now);
  const token = newToken();
  // The new link and its email are written together (the outbox delivers it); the old link stops working.
  const letter = { groupName: emailGroupName(groupRecord.name), brand: await emailBrand() };
  const sent = await createInvitation(
    invitationOf(invite),
    hashToken(token),
    invite,
    queuedInvitationEmail(invite.email, letter, token, now),
    now.toISOString(),
  );
  if (!sent) {
    // Another resend (or an acceptance) got there first.
    await returnGroupMail(reservation, 1);
    throw tooSoon(RESEND_MS);
  }
  recordMetrics('groups', { InvitationsSent: 1 });
  const inviter = invite.invitedBy === callerId ? caller : await getUserById(invite.invitedBy);
  return {
    invitation: present(sent, nameOf(inviter), now),
    toaster: successToast(GROUP_MESSAGES.invitationResent(invite.email)),
  };
}

function tooSoon(waitMs: number): TooManyRequests {
  const seconds = Math.ceil(waitMs / 1000);
  return TooManyRequests.over('group-invite:resend', resendTooSoonMessage(Math.ceil(seconds / 60)), seconds);
}

export async function revokeInvitation(group: GroupScope, email: string, now = new Date()) {
  const invite = await pendingInvite(group, email);
  if (!(await revokeGroupInvite(invite, now))) throw new NotFound(GROUP_MESSAGES.invitationNotPending);
  return { toaster: successToast(GROUP_MESSAGES.invitationRevoked(invite.email)) };
}
