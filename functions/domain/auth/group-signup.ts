// Group sign-up ('Create A FREE Group Account'): a new group with its admin, signed in; and joining
// an existing group by its sign-up code. In auth because both open a session.
import { randomInt, randomUUID } from 'node:crypto';
import { paths } from '@shared/paths';
import { normalizePhone } from '@shared/rules/identity';
import { createIdentity } from '@functions/adapters/identity';
import { claimSignupCode, groupIdForCode } from '@functions/data/group-codes';
import { addGroupMember, createGroup } from '@functions/data/groups';
import { buildUser, createUser, deleteUser, getUserById, type User } from '@functions/data/users';
import { Invalid } from '@functions/lib/errors';
import { publishMemberUpdated } from '../realtime/user-updated';
import { enforceRateLimit } from './rate-limit';
import { openSession } from './sessions';

export interface PersonInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newSignupCode = (): string => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

async function createPerson(input: PersonInput, phone: string | null): Promise<User> {
  const user = await createUser(buildUser({ id: randomUUID(), email: input.email, firstName: input.firstName, lastName: input.lastName, phone }));
  try {
    await createIdentity(user.id, user.email, input.password);
  } catch (error) {
    await deleteUser(user);
    if ((error as Error).name === 'InvalidPasswordException') throw Invalid.field('password', (error as Error).message);
    throw error;
  }
  return user;
}

/** A new group whose admin is the new person; signs them in. The phone is the group's (a switchboard), not the admin's sign-in number. */
export async function signUpGroup(input: { user: PersonInput; group: { name: string; phone: string } }, ip: string, now = new Date()) {
  await enforceRateLimit('signUp', input.user.email, ip);
  const phone = normalizePhone(input.group.phone);
  if (!phone) throw Invalid.field('phone', 'Phone number is invalid');
  const user = await createPerson(input.user, null);
  const groupId = randomUUID();
  await createGroup({ id: groupId, name: input.group.name.trim(), purchased: false, unlimitedCertifications: false, notificationsEnabled: false, groupOnboardingId: null, autoRenewal: false, subscriptionInterestSent: false, createdAt: now.toISOString(), phone });
  for (let attempt = 0; attempt < 5 && !(await claimSignupCode(groupId, newSignupCode())); attempt += 1);
  await addGroupMember(groupId, user.id, true, now);
  return { session: await openSession((await getUserById(user.id))!), redirect: paths.groupPortal };
}

/** Joins the group the code names as a new member; signs them in. */
export async function joinGroupByCode(input: PersonInput & { signupCode: string }, ip: string, now = new Date()) {
  await enforceRateLimit('signUp', input.email, ip);
  const groupId = await groupIdForCode(input.signupCode);
  if (!groupId) throw Invalid.field('signupCode', 'is invalid');
  const user = await createPerson(input, null);
  await addGroupMember(groupId, user.id, false, now);
  await publishMemberUpdated(groupId, user.id);
  return { session: await openSession((await getUserById(user.id))!), redirect: paths.dashboard };
}
