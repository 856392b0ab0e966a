import { MESSAGES } from '@shared/constants';
import { deletePasscode, usePasscodeAttempt } from '@functions/data/auth-secrets';
import { hashToken, sameHash } from '@functions/lib/crypto';
import { Invalid } from '@functions/lib/errors';
import { audit } from '../audit/audit';
import { findUserByUserauth } from './find-user';
import { checkWithinFailureLimit, failureSubject } from './rate-limit';
import { homePath, openSession } from './sessions';

/** Checks one passcode may take, the right one included. */
const MAX_ATTEMPTS = 5;

export async function passcodeLogin(input: { userauth: string; otp: string; presession?: string }, ip: string, now = new Date()) {
  const found = await findUserByUserauth(input.userauth);
  const { user } = found;
  const outcome = await checkWithinFailureLimit(
    'passcodeCheck',
    failureSubject(input.userauth, found),
    ip,
    async () => {
      const passcode = user ? await usePasscodeAttempt(user.id, MAX_ATTEMPTS, now) : null;
      if (!passcode) return 'expired' as const;
      return sameHash(passcode.codeHash, hashToken(`${user!.id}:${input.otp}`)) ? ('correct' as const) : ('incorrect' as const);
    },
    (result) => result === 'correct',
  );
  await audit(user && outcome === 'correct' ? 'sign_in.succeeded' : 'sign_in.failed', { actorId: user?.id, ip, identity: input.userauth, details: { method: 'passcode' } });
  if (outcome === 'expired' || !user) throw Invalid.field('otp', MESSAGES.passcodeExpired);
  if (outcome === 'incorrect') throw Invalid.field('otp', MESSAGES.passcodeIncorrect);
  await deletePasscode(user.id);
  return { ...(await openSession(user, now, input.presession)), redirect: homePath() };
}
