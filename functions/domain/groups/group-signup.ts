// Group sign-up ('Create A FREE Group Account'): a new group with its admin, signed in; and joining
// an existing group by its sign-up code. In auth because both open a session. Either account's
// email is unconfirmed until its link is followed (create-account.ts): a sign-up code, like a
// sign-up, never attaches an existing account, and the join itself waits for that link
// (email-verification.ts): whoever typed someone else's address cannot put that person's records
// before a group's admins, and an owner who claims the address later finds no group they never joined.
import { randomInt, randomUUID } from 'node:crypto';
import { paths } from '@shared/paths';
import { normalizePhone } from '@shared/rules/identity';
import { claimSignupCode, groupIdForCode, putPendingGroupJoin } from '@functions/data/group-codes';
import { addGroupMember, createGroup, getGroup } from '@functions/data/groups';
import { getUserById } from '@functions/data/users';
import { optimistic, RETRY } from '@functions/data/writes';
import { Conflict, Invalid } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { createAccount } from '../auth/create-account';
import { enforceRateLimit } from '../auth/rate-limit';
import { openSession, type PreviousSession } from '../auth/sessions';
import { JOIN_MESSAGES } from './messages';

export interface PersonInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newSignupCode = (): string =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A new group whose admin is the new person; signs them in. The phone is the group's (a switchboard), not the admin's sign-in number. */
export async function signup(
  input: { user: PersonInput; group: { name: string; phone: string } },
  ip: string,
  replacing: PreviousSession = null,
  now = new Date(),
) {
  await enforceRateLimit('signUp', input.user.email, ip);
  const phone = normalizePhone(input.group.phone);
  if (!phone) throw Invalid.field('phone', 'Phone number is invalid');
  const user = await createAccount({ ...input.user, phone: null }, now);
  const groupId = randomUUID();
  await createGroup({
    id: groupId,
    name: input.group.name.trim(),
    purchased: false,
    unlimitedCertifications: false,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: now.toISOString(),
    phone,
  });
  // Every drawn code taken is vanishingly rare: the group then starts without one (its settings set one).
  await optimistic({ write: async () => (await claimSignupCode(groupId, newSignupCode())) || RETRY }).catch(
    (error: unknown) => {
      if (!(error instanceof Conflict)) throw error;
    },
  );
  await addGroupMember(groupId, user.id, true, now);
  return {
    session: await openSession((await getUserById(user.id))!, { method: 'signUp', now, replacing }),
    redirect: paths.groupPortal,
  };
}

/** A new account for the group the code names, signed in; it joins once its address is confirmed. */
export async function joinByCode(
  input: PersonInput & { signupCode: string },
  ip: string,
  replacing: PreviousSession = null,
  now = new Date(),
) {
  await enforceRateLimit('signUp', input.email, ip);
  const groupId = await groupIdForCode(input.signupCode);
  if (!groupId) throw Invalid.field('signupCode', 'is invalid');
  const user = await createAccount({ ...input, phone: null }, now);
  await putPendingGroupJoin(user.id, groupId);
  const group = await getGroup(groupId);
  const session = await openSession((await getUserById(user.id))!, { method: 'signUp', now, replacing });
  return {
    session,
    redirect: paths.dashboard,
    toaster: successToast(JOIN_MESSAGES.confirmToJoin(group?.name ?? 'the group')),
  };
}
