// Login step two by passcode. One answer for every failure (wrong, expired or used-up code, unknown
// identity, an account that may not use passcodes), so the step tells nobody whether an account
// exists. Wrong codes count per 15 minutes (rate-limit.ts) and per day: at the daily cap passcode
// sign-in is turned off until a password sign-in or a reset, and the account is emailed.
import { MESSAGES } from '@shared/constants';
import { deletePasscode, spendPasscodeAttempt } from '@functions/data/auth-secrets';
import { lockPasscodeSignIn, type User } from '@functions/data/users';
import { sameHash } from '@functions/lib/crypto';
import { Invalid } from '@functions/lib/errors';
import { audit } from '../audit/audit';
import { describeError, logger } from '@functions/lib/logger';
import { sendAccountNotice } from '../profile/account-notices';
import { findUserByUserauth } from './find-user';
import { canSignInByPasscode, passcodeAccount, passcodeHash } from './passcode-eligibility';
import { checkWithinFailureLimit, countDailyPasscodeFailure, failureSubject } from './rate-limit';
import { beginMfaChallenge } from './mfa-challenge';
import { homePath, openSession, type PreviousSession } from './sessions';

/** Checks one passcode may take, the right one included. */
const MAX_ATTEMPTS = 5;

export async function smsLogin(
  input: { userauth: string; otp: string; presession?: string },
  ip: string,
  replacing: PreviousSession = null,
  now = new Date(),
) {
  const found = await findUserByUserauth(input.userauth);
  const account = passcodeAccount(found);
  const eligible =
    account !== null && found.userauth !== null && canSignInByPasscode(account, found.userauth.kind) ? account : null;
  const outcome = await checkWithinFailureLimit(
    'passcodeCheck',
    failureSubject(input.userauth, found),
    ip,
    async () => {
      const passcode = eligible ? await spendPasscodeAttempt(eligible.id, MAX_ATTEMPTS, now) : null;
      if (!eligible || !passcode) return 'none' as const;
      return sameHash(passcode.codeHash, passcodeHash(eligible.id, input.otp))
        ? ('correct' as const)
        : ('incorrect' as const);
    },
    (result) => result === 'correct',
  );
  if (outcome !== 'correct' || !eligible) {
    if (outcome === 'incorrect' && eligible) await countAgainstTheDay(eligible, now);
    await audit('sign_in.failed', {
      actorId: found.user?.id,
      ip,
      identity: input.userauth,
      details: { method: 'passcode' },
    });
    throw Invalid.field('otp', MESSAGES.passcodeFailed);
  }
  await deletePasscode(eligible.id);
  // Two-step verification: no session (and no sign-in event) until the second factor (mfa-challenge.ts).
  if (eligible.mfaEnabled) return beginMfaChallenge(eligible, 'passcode', now);
  const session = await openSession(eligible, { method: 'passcode', now, presession: input.presession, replacing });
  await audit('sign_in.succeeded', {
    actorId: eligible.id,
    ip,
    identity: input.userauth,
    details: { method: 'passcode' },
  });
  return { ...session, redirect: homePath(session.currentUser) };
}

/** A wrong code: at the day's cap passcode sign-in stops (the outstanding code too) and the owner hears of it once. */
async function countAgainstTheDay(account: User, now: Date): Promise<void> {
  if (!(await countDailyPasscodeFailure(account.id, now.getTime()))) return;
  if (!(await lockPasscodeSignIn(account.id, now.toISOString()))) return;
  await deletePasscode(account.id);
  logger.warn('Passcode sign-in turned off after the daily failure cap', { limit: 'passcodeCheck:day' });
  await sendAccountNotice(account, 'passcodeLocked').catch((error: unknown) =>
    logger.error('Could not send the passcode alert', describeError(error)),
  );
}
