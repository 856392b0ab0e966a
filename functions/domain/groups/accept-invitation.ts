// Accepting a group invitation (the single-use link). An account whose email is confirmed joins only
// when that account is signed in and accepts: the link alone never hands someone's data to a group.
// A new person gets an account from the link (which proves the address) and a session. An account
// nobody confirmed is treated as unclaimed: the invited person sets the names and password, which
// claims it (claim-account.ts). Here in auth because it opens a session.
import { randomUUID } from 'node:crypto';
import { paths } from '@shared/paths';
import { ALREADY_IN_ANOTHER_GROUP, INVITATION_GONE, INVITATION_REVOKED } from '@shared/rules/group-invitations';
import { createIdentityOrUndo } from '../auth/create-account';
import { addGroupMember } from '@functions/data/groups';
import { consumeInvitation, getInvitation, type Invitation } from '@functions/data/group-invitations';
import { writeProfile } from '@functions/data/profile';
import { buildUser, createUser, getUserByEmail, hasVerifiedEmail, type User } from '@functions/data/users';
import type { Caller } from '@functions/lib/caller';
import { hashToken } from '@functions/lib/crypto';
import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from '@functions/lib/errors';
import { publishMemberUpdated } from '../realtime/user-updated';
import { INVITATION_MESSAGES } from './messages';
import { secureForEmailOwner } from '../auth/claim-account';
import { setNewPassword } from '../auth/new-password';
import { closeSocketsOfOtherSessions } from '../realtime/session-sockets';
import { revokeSessionsOf } from '../auth/revoke-sessions';
import { openSession } from '../auth/sessions';

export interface AcceptInput {
  authToken: string;
  firstName?: string;
  lastName?: string;
  password?: string;
}

export async function acceptInvitation(input: AcceptInput, caller: Caller | null, now = new Date()) {
  const tokenHash = hashToken(input.authToken);
  const pending = await getInvitation(tokenHash);
  if (!pending) throw new NotFound(INVITATION_GONE);
  if (pending.revokedAt) throw new NotFound(INVITATION_REVOKED);
  const holder = await getUserByEmail(pending.email);
  const account = holder && hasVerifiedEmail(holder) ? holder : null;
  if (account) {
    if (!caller) throw new Unauthorized(INVITATION_MESSAGES.signIn(pending.email));
    if (caller.userId !== account.id) throw new Forbidden(INVITATION_MESSAGES.otherAccount);
  }
  // Checked before the link is used up: an account of another group keeps its invitation unspent.
  if (holder?.groupId && holder.groupId !== pending.groupId) throw Invalid.field('base', ALREADY_IN_ANOTHER_GROUP);
  if (!account) requirePersonFields(input);
  if (!(await consumeInvitation(tokenHash, pending))) throw new NotFound(INVITATION_GONE);

  if (account) {
    await join(pending, account);
    return { signedIn: null, redirect: account.groupAdmin ? paths.groupPortal : paths.dashboard };
  }
  const person = { firstName: input.firstName!.trim(), lastName: input.lastName!.trim(), password: input.password! };
  const user = holder ? await claimUnconfirmed(holder, person, now) : await createConfirmed(pending.email, person, now);
  await join(pending, user);
  return {
    signedIn: await openSession(
      { ...user, groupId: pending.groupId },
      { method: 'invitation', now, replacing: caller },
    ),
    redirect: paths.dashboard,
  };
}

function requirePersonFields(input: AcceptInput): void {
  const errors: Record<string, string[]> = {};
  if (!input.firstName?.trim()) errors.firstName = ["can't be blank"];
  if (!input.lastName?.trim()) errors.lastName = ["can't be blank"];
  if (!input.password) errors.password = ["can't be blank"];
  if (Object.keys(errors).length) throw new Invalid(errors);
}

async function join(invitation: Invitation, user: User): Promise<void> {
  try {
    await addGroupMember(invitation.groupId, user.id, false);
  } catch (error) {
    if (error instanceof Conflict) throw Invalid.field('base', ALREADY_IN_ANOTHER_GROUP);
    throw error;
  }
  await publishMemberUpdated(invitation.groupId, user.id);
}

type Person = { firstName: string; lastName: string; password: string };

/** A new account whose email the invitation link just proved. */
async function createConfirmed(email: string, person: Person, now: Date): Promise<User> {
  const user = await createUser(
    buildUser(
      {
        id: randomUUID(),
        email,
        verifiedEmail: email.toLowerCase(),
        firstName: person.firstName,
        lastName: person.lastName,
      },
      now,
    ),
  );
  await createIdentityOrUndo(user, person.password);
  return user;
}

/** The address's owner takes over an account someone registered with it and never confirmed. */
async function claimUnconfirmed(holder: User, person: Person, now: Date): Promise<User> {
  await setNewPassword(holder.id, person.password);
  const named = await writeProfile(
    { before: holder, changes: { firstName: person.firstName, lastName: person.lastName } },
    now,
  );
  const secured = await secureForEmailOwner(named, now);
  await revokeSessionsOf(holder.id);
  await closeSocketsOfOtherSessions({ userId: holder.id, groupId: holder.groupId });
  return secured;
}
