import { MESSAGES } from '@shared/constants';
import { checkPassword } from '@functions/adapters/identity';
import { unlockPasscodeSignIn } from '@functions/data/users';
import { Invalid } from '@functions/lib/errors';
import { audit } from '../audit/audit';
import { findUserByUserauth } from './find-user';
import { checkWithinFailureLimit, failureSubject } from './rate-limit';
import { beginMfaChallenge } from './mfa-challenge';
import { homePath, openSession, type PreviousSession } from './sessions';

export async function login(
  input: { userauth: string; password: string; presession?: string },
  ip: string,
  replacing: PreviousSession = null,
) {
  const found = await findUserByUserauth(input.userauth);
  const { user } = found;
  const valid = await checkWithinFailureLimit(
    'login',
    failureSubject(input.userauth, found),
    ip,
    async () => Boolean(user && (await checkPassword(user.id, input.password))),
    (ok) => ok,
  );
  const about = { actorId: user?.id, ip, identity: input.userauth, details: { method: 'password' } };
  if (!user || !valid) {
    await audit('sign_in.failed', about);
    throw Invalid.field('password', MESSAGES.invalidCredentials);
  }
  // The password proves the owner: passcode sign-in, turned off after too many wrong codes, is back.
  if (user.passcodeLockedAt) await unlockPasscodeSignIn(user.id);
  // Two-step verification: no session (and no sign-in event) until the second factor (mfa-challenge.ts).
  if (user.mfaEnabled) return beginMfaChallenge(user, 'password');
  const session = await openSession(user, { method: 'password', presession: input.presession, replacing });
  await audit('sign_in.succeeded', about);
  return { ...session, redirect: homePath(session.currentUser) };
}
