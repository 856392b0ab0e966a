// Accepting a group invitation (the single-use link): an existing account joins the group as it is
// (no new registration; they sign in as usual); a new person gets an account and a session. Here in
// auth because it opens a session.
import { randomUUID } from 'node:crypto';
import { paths } from '@shared/paths';
import { ALREADY_IN_ANOTHER_GROUP, INVITATION_GONE } from '@shared/rules/group-invitations';
import { createIdentity } from '@functions/adapters/identity';
import { addGroupMember } from '@functions/data/groups';
import { consumeInvitation, getInvitation } from '@functions/data/group-invitations';
import { buildUser, createUser, deleteUser, getUserByEmail } from '@functions/data/users';
import { hashToken } from '@functions/lib/crypto';
import { Conflict, Invalid, NotFound } from '@functions/lib/errors';
import { publishMemberUpdated } from '../realtime/user-updated';
import { openSession } from './sessions';

export interface AcceptInput {
  authToken: string;
  firstName?: string;
  lastName?: string;
  password?: string;
}

/**
 * Accepts an invitation once. An existing account joins the group as it is (no new registration;
 * they sign in as usual); a new person gets an account from the fields and is signed in.
 */
export async function acceptInvitation(input: AcceptInput) {
  const tokenHash = hashToken(input.authToken);
  const pending = await getInvitation(tokenHash);
  if (!pending) throw new NotFound(INVITATION_GONE);
  const existing = await getUserByEmail(pending.email);
  // Checked before the link is used up: an account of another group keeps its invitation unspent.
  if (existing?.groupId && existing.groupId !== pending.groupId) throw Invalid.field('base', ALREADY_IN_ANOTHER_GROUP);
  if (!existing) {
    const errors: Record<string, string[]> = {};
    if (!input.firstName?.trim()) errors.firstName = ["can't be blank"];
    if (!input.lastName?.trim()) errors.lastName = ["can't be blank"];
    if (!input.password) errors.password = ["can't be blank"];
    if (Object.keys(errors).length) throw new Invalid(errors);
  }
  if (!(await consumeInvitation(tokenHash, pending))) throw new NotFound(INVITATION_GONE);
  const invitation = pending;

  if (existing) {
    try {
      await addGroupMember(invitation.groupId, existing.id, false);
    } catch (error) {
      if (error instanceof Conflict) throw Invalid.field('base', ALREADY_IN_ANOTHER_GROUP);
      throw error;
    }
    await publishMemberUpdated(invitation.groupId, existing.id);
    return { signedIn: null, redirect: existing.groupAdmin ? paths.groupPortal : paths.dashboard };
  }
  const user = await createUser(buildUser({ id: randomUUID(), email: invitation.email, firstName: input.firstName!.trim(), lastName: input.lastName!.trim() }));
  try {
    await createIdentity(user.id, user.email, input.password!);
  } catch (error) {
    await deleteUser(user);
    if ((error as Error).name === 'InvalidPasswordException') throw Invalid.field('password', (error as Error).message);
    throw error;
  }
  await addGroupMember(invitation.groupId, user.id, false);
  await publishMemberUpdated(invitation.groupId, user.id);
  return { signedIn: await openSession({ ...user, groupId: invitation.groupId }), redirect: paths.dashboard };
}
