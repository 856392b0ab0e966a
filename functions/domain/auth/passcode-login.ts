import { MESSAGES } from '@shared/constants';
import { countPasscodeAttempt, deletePasscode, getPasscode } from '@functions/data/auth-secrets';
import { hashToken, sameHash } from '@functions/lib/crypto';
import { Invalid } from '@functions/lib/errors';
import { findUserByUserauth } from './find-user';
import { countFailure, enforceFailureLimit } from './rate-limit';
import { homePath, openSession } from './sessions';

const MAX_ATTEMPTS = 5;

export async function passcodeLogin(input: { userauth: string; otp: string }, ip: string, now = new Date()) {
  await enforceFailureLimit('passcodeCheck', input.userauth, ip);
  const { user } = await findUserByUserauth(input.userauth);
  const passcode = user ? await getPasscode(user.id) : null;
  if (!user || !passcode || Date.parse(passcode.expiresAt) <= now.getTime() || passcode.attempts >= MAX_ATTEMPTS) {
    await countFailure('passcodeCheck', input.userauth);
    throw Invalid.field('otp', MESSAGES.passcodeExpired);
  }
  if (!sameHash(passcode.codeHash, hashToken(`${user.id}:${input.otp}`))) {
    await Promise.all([countPasscodeAttempt(user.id), countFailure('passcodeCheck', input.userauth)]);
    throw Invalid.field('otp', MESSAGES.passcodeIncorrect);
  }
  await deletePasscode(user.id);
  return { ...(await openSession(user)), redirect: homePath() };
}
