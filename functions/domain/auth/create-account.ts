// A new account (sign-up, group sign-up, join by code): the profile claims the email and phone in the
// table first (atomic uniqueness), then Cognito gets the credentials; if that fails the claim is
// released. An address taken by an account nobody confirmed is refused like any taken address, and
// the address is sent a link to claim that account (password-reset.ts): its owner then gets it, and
// whatever the other person set on it goes.
import { randomUUID } from 'node:crypto';
import { createIdentity } from '@functions/adapters/identity';
import { buildUser, createUser, deleteUser, getUserByEmail, hasVerifiedEmail, type User } from '@functions/data/users';
import { Invalid } from '@functions/lib/errors';
import { describeError, logger } from '@functions/lib/logger';
import { offerEmailConfirmation } from '../profile/email-verification';
import { sendClaimLink } from './password-reset';

export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  password: string;
  /** The address was proven elsewhere (Google said it is verified): no confirmation link is sent. */
  emailVerified?: boolean;
}

/** Creates the account (its email and phone unconfirmed) and emails the confirmation link. */
export async function createAccount(person: NewPerson, now = new Date()): Promise<User> {
  let user: User;
  try {
    user = await createUser(
      buildUser(
        {
          id: randomUUID(),
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          phone: person.phone,
          verifiedEmail: person.emailVerified ? person.email.toLowerCase() : null,
        },
        now,
      ),
    );
  } catch (error) {
    if (error instanceof Invalid && error.errors.email) await offerClaim(person.email, now);
    throw error;
  }
  await createIdentityOrUndo(user, person.password);
  if (!person.emailVerified) await offerEmailConfirmation(user, now);
  return user;
}

/** The new user's sign-in identity; when Cognito refuses it, the profile goes too (a refused password is a 422). */
export async function createIdentityOrUndo(user: User, password: string): Promise<void> {
  try {
    await createIdentity(user.id, user.email, password);
  } catch (error) {
    await deleteUser(user);
    if ((error as Error).name === 'InvalidPasswordException') throw Invalid.field('password', (error as Error).message);
    throw error;
  }
}

/** The address belongs to an account nobody confirmed: its owner gets a link to claim it (best effort; the reply stays 'taken'). */
async function offerClaim(email: string, now: Date): Promise<void> {
  const holder = await getUserByEmail(email);
  if (!holder || hasVerifiedEmail(holder) || holder.status !== 'active') return;
  await sendClaimLink(holder, now).catch((error: unknown) => logger.warn('No claim link sent', describeError(error)));
}
