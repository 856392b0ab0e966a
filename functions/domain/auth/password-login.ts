import { MESSAGES } from '@shared/constants';
import { checkPassword } from '@functions/adapters/identity';
import { Invalid } from '@functions/lib/errors';
import { findUserByUserauth } from './find-user';
import { checkWithinFailureLimit, failureSubject } from './rate-limit';
import { homePath, openSession } from './sessions';

export async function passwordLogin(input: { userauth: string; password: string; presession?: string }, ip: string) {
  const found = await findUserByUserauth(input.userauth);
  const { user } = found;
  const valid = await checkWithinFailureLimit('login', failureSubject(input.userauth, found), ip, async () => Boolean(user && (await checkPassword(user.id, input.password))), (ok) => ok);
  if (!user || !valid) throw Invalid.field('password', MESSAGES.invalidCredentials);
  return { ...(await openSession(user, new Date(), input.presession)), redirect: homePath() };
}
