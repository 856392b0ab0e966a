import { MESSAGES } from '../../../shared/constants';
import { countPasscodeAttempt, deletePasscode, getPasscode } from '../../data/auth-secrets';
import { hashToken, sameHash } from '../../lib/crypto';
import { Invalid } from '../../lib/errors';
import { findUserByUserauth } from './find-user';
import { enforceRateLimit } from './rate-limit';
import { homePath, openSession } from './sessions';

const MAX_ATTEMPTS = 5;

export async function passcodeLogin(input: { userauth: string; otp: string }, ip: string, now = new Date()) {
  await enforceRateLimit('passcodeCheck', input.userauth, ip);
  const { user } = await findUserByUserauth(input.userauth);
  const passcode = user ? await getPasscode(user.id) : null;
  if (!user || !passcode || Date.parse(passcode.expiresAt) <= now.getTime() || passcode.attempts >= MAX_ATTEMPTS) {
    throw Invalid.field('otp', MESSAGES.passcodeExpired);
  }
  if (!sameHash(passcode.codeHash, hashToken(`${user.id}:${input.otp}`))) {
    await countPasscodeAttempt(user.id);
    throw Invalid.field('otp', MESSAGES.passcodeIncorrect);
  }
  await deletePasscode(user.id);
  return { ...(await openSession(user)), redirect: homePath() };
}
