// The screens that finish a Google sign-in the callback could not finish on its own (google-sign-in.ts):
// confirming with the account's password before linking (when either side has not verified the email),
// and signing up with the fields the spec's sign-up asks that Google does not give (names when it has
// none, and the phone). Both read the pending identity from its cookie (google-flow.ts).
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@shared/constants';
import { normalizePhone } from '@shared/rules/identity';
import { checkPassword } from '@functions/adapters/identity';
import { getUserById, markEmailVerified } from '@functions/data/users';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { Invalid, NotFound } from '@functions/lib/errors';
import { audit } from '../audit/audit';
import { createAccount } from './create-account';
import { clearPendingCookie, readPending, type PendingGoogle } from './google-flow';
import { linkGoogle } from './google-sign-in';
import { beginMfaChallenge } from './mfa-challenge';
import { checkWithinFailureLimit, enforceRateLimit } from './rate-limit';
import { GOOGLE_EMAIL_UNVERIFIED, GOOGLE_PENDING_GONE } from './messages';
import { homePath, openSession, type PreviousSession } from './sessions';

function pendingOf(cookies: Record<string, string>, binding: string | undefined, next: PendingGoogle['next']) {
  const pending = readPending(cookies, binding);
  if (!pending || pending.next !== next) throw new NotFound(GOOGLE_PENDING_GONE);
  return pending;
}

/** What the screens show: which step waits, and the address Google gave. */
export function googlePending(cookies: Record<string, string>, binding: string | undefined) {
  const pending = readPending(cookies, binding);
  if (!pending) throw new NotFound(GOOGLE_PENDING_GONE);
  const { email, givenName, familyName } = pending.identity;
  return { next: pending.next, email, firstName: givenName, lastName: familyName };
}

/** The account's password links the pending Google identity to it, then signs in (or asks for the second factor). */
export async function googleLink(
  password: string,
  cookies: Record<string, string>,
  binding: string | undefined,
  ip: string,
  replacing: PreviousSession = null,
) {
  const pending = pendingOf(cookies, binding, 'link');
  const userId = pending.userId ?? '';
  const valid = await checkWithinFailureLimit(
    'login',
    `user:${userId}`,
    ip,
    () => checkPassword(userId, password),
    (ok) => ok,
  );
  const about = { actorId: userId, ip, identity: pending.identity.email, details: { method: 'google' } };
  if (!valid) {
    await audit('sign_in.failed', about);
    throw Invalid.field('password', MESSAGES.invalidCredentials);
  }
  const user = await getUserById(userId, true);
  if (user?.status !== 'active' || user.email !== pending.identity.email) throw new NotFound(GOOGLE_PENDING_GONE);
  if (!(await linkGoogle(pending.identity, user, ip)))
    throw Invalid.field('base', 'This Google account is already linked to another account.');
  // The password holder also holds the Google account that proved this address.
  if (pending.identity.emailVerified && user.verifiedEmail !== user.email) await markEmailVerified(user.id, user.email);
  const cleared = [clearPendingCookie()];
  if (user.mfaEnabled) {
    const challenge = await beginMfaChallenge(user, 'password');
    return { ...challenge, cookies: [...challenge.cookies, ...cleared] };
  }
  const session = await openSession(user, {
    method: 'password',
    presession: readCookie(cookies, PRESESSION_COOKIE),
    replacing,
  });
  await audit('sign_in.succeeded', about);
  return {
    ...session,
    cookies: [...session.cookies, ...cleared],
    redirect: pending.returnTo ?? homePath(session.currentUser),
  };
}

export interface GoogleSignUpInput {
  firstName: string;
  lastName: string;
  phone: string;
}

/** A new account for the pending Google identity, linked to it and signed in. */
export async function googleSignUp(
  input: GoogleSignUpInput,
  cookies: Record<string, string>,
  binding: string | undefined,
  ip: string,
  replacing: PreviousSession = null,
) {
  const pending = pendingOf(cookies, binding, 'signUp');
  const { identity } = pending;
  // An account created for an address its Google identity has not proved would stay linked to that
  // identity after the address's real owner reclaims it: only a verified address creates one.
  if (!identity.emailVerified) throw Invalid.field('base', GOOGLE_EMAIL_UNVERIFIED);
  await enforceRateLimit('signUp', identity.email, ip);
  const phone = normalizePhone(input.phone);
  if (!phone) throw Invalid.field('phone', 'Phone number is invalid');
  const user = await createAccount({
    firstName: input.firstName,
    lastName: input.lastName,
    email: identity.email,
    phone,
    // Nobody knows it: "Forgot password" sets one when the learner wants to sign in without Google.
    password: `${randomBytes(24).toString('base64url')}aA1!`,
    emailVerified: identity.emailVerified,
  });
  await linkGoogle(identity, user, ip);
  const session = await openSession(user, {
    method: 'google',
    presession: readCookie(cookies, PRESESSION_COOKIE),
    replacing,
  });
  await audit('sign_in.succeeded', { actorId: user.id, ip, details: { method: 'google' } });
  return {
    ...session,
    cookies: [...session.cookies, clearPendingCookie()],
    redirect: pending.returnTo ?? homePath(session.currentUser),
  };
}
