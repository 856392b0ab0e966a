import { parseUserauth, type Userauth } from '@shared/rules/identity';
import { getUserByEmail, getUserByPhone, type User } from '@functions/data/users';

/** The active user behind what was typed in the login box, if any. */
export async function findUserByUserauth(input: string): Promise<{ userauth: Userauth | null; user: User | null }> {
  const userauth = parseUserauth(input);
  if (!userauth) return { userauth, user: null };
  const user = userauth.kind === 'email' ? await getUserByEmail(userauth.value) : await getUserByPhone(userauth.value);
  return { userauth, user: user?.status === 'active' ? user : null };
}
