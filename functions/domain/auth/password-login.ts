import { MESSAGES } from '../../../shared/constants';
import { checkPassword } from '../../adapters/identity';
import { Invalid } from '../../lib/errors';
import { findUserByUserauth } from './find-user';
import { enforceRateLimit } from './rate-limit';
import { homePath, openSession } from './sessions';

export async function passwordLogin(input: { userauth: string; password: string }, ip: string) {
  await enforceRateLimit('login', input.userauth, ip);
  const { user } = await findUserByUserauth(input.userauth);
  if (!user || !(await checkPassword(user.id, input.password))) throw Invalid.field('password', MESSAGES.invalidCredentials);
  return { ...(await openSession(user)), redirect: homePath() };
}
