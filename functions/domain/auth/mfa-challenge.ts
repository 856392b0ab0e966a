// The second sign-in step. A right password (or passcode) for an account with two-step
// verification opens no session: it leaves a challenge (a random token in a 5-minute HttpOnly
// cookie, its hash in the table) that a code from the app or a recovery code turns into the
// session, as the first step would have. A challenge takes 5 tries and opens one session.
import { MFA_MESSAGES, recoveryCodesLeftMessage } from '@shared/rules/mfa';
import { consumeMfaChallenge, putMfaChallenge, spendMfaChallengeAttempt, type MfaChallenge } from '@functions/data/mfa';
import { getUserById, type User } from '@functions/data/users';
import { clearCookie, PRESESSION_COOKIE, readCookie, serializeCookie } from '@functions/lib/cookies';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Invalid } from '@functions/lib/errors';
import { infoToast, warningToast } from '@functions/lib/toasts';
import { audit } from '../audit/audit';
import { checkWithinFailureLimit } from './rate-limit';
import { factorField, refusal, requireFactorInput, spendSecondFactor, type SecondFactorInput } from './second-factor';
import { homePath, openSession, type PreviousSession } from './sessions';

export const MFA_CHALLENGE_COOKIE = 'mfa';
const CHALLENGE_SECONDS = 300;
const CHALLENGE_TRIES = 5;

/** The first factor's reply for an account with two-step verification: no session, a challenge cookie. */
export async function beginMfaChallenge(user: User, method: MfaChallenge['method'], now = new Date()) {
  const token = newToken();
  await putMfaChallenge(hashToken(token), {
    userId: user.id,
    method,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000).toISOString(),
  });
  return {
    cookies: [serializeCookie(MFA_CHALLENGE_COOKIE, token, CHALLENGE_SECONDS)],
    headers: {} as Record<string, string>,
    secondFactor: 'totp' as const,
  };
}

/** The code (or recovery code) for the challenge in the browser's cookie; the pre-session cookie's cart joins the account's. */
export async function mfaChallenge(
  input: SecondFactorInput,
  cookies: Record<string, string>,
  ip: string,
  replacing: PreviousSession = null,
  now = new Date(),
) {
  requireFactorInput(input);
  const challengeToken = readCookie(cookies, MFA_CHALLENGE_COOKIE);
  const tokenHash = challengeToken ? hashToken(challengeToken) : null;
  const challenge = tokenHash ? await spendMfaChallengeAttempt(tokenHash, CHALLENGE_TRIES, now) : null;
  if (!tokenHash || !challenge) throw expired();
  const outcome = await checkWithinFailureLimit(
    'mfaCheck',
    `user:${challenge.userId}`,
    ip,
    () => spendSecondFactor(challenge.userId, input, now.getTime()),
    (o) => o.result !== 'incorrect',
  );
  if (outcome.result === 'notEnrolled') throw expired();
  const about = { actorId: challenge.userId, ip, details: { method: challenge.method, factor: factorField(input) } };
  if (outcome.result !== 'correct') {
    await audit('mfa.challenge_failed', about);
    throw refusal(input);
  }
  const user = await getUserById(challenge.userId, true);
  if (user?.status !== 'active' || !(await consumeMfaChallenge(tokenHash))) throw expired();
  const session = await openSession(user, {
    method: challenge.method,
    secondFactor: outcome.factor,
    now,
    presession: readCookie(cookies, PRESESSION_COOKIE),
    replacing,
  });
  await audit('mfa.challenge_succeeded', about);
  const left = outcome.recoveryCodesLeft;
  return {
    ...session,
    cookies: [...session.cookies, clearCookie(MFA_CHALLENGE_COOKIE)],
    redirect: homePath(session.currentUser),
    ...(left === null
      ? {}
      : {
          toaster: (left <= 2 ? warningToast : infoToast)(recoveryCodesLeftMessage(left)),
        }),
  };
}

/** A challenge that is gone, used up or past its 5 minutes: back to the password step. */
const expired = () => Invalid.field('base', MFA_MESSAGES.challengeExpired);
