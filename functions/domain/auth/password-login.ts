import { MESSAGES } from '@shared/constants';
import { checkPassword } from '@functions/adapters/identity';
import { Invalid } from '@functions/lib/errors';
import { findUserByUserauth } from './find-user';
import { countFailure, enforceFailureLimit } from './rate-limit';
import { homePath, openSession } from './sessions';

export async function passwordLogin(input: { userauth: string; password: string }, ip: string) {
  await enforceFailureLimit('login', input.userauth, ip);
  const { user } = await findUserByUserauth(input.userauth);
  if (!user || !(await checkPassword(user.id, input.password))) {
    await countFailure('login', input.userauth);
    throw Invalid.field('password', MESSAGES.invalidCredentials);
  }
  return { ...(await openSession(user)), redirect: homePath() };
}
