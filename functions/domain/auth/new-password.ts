// Setting a password in Cognito: a password its policy refuses is a 422 on the password field. A
// profile without a sign-in identity (a sign-up whose table write landed after its reply timed out,
// or whose undo failed while a dependency was down) gets one here: the reset or claim link emailed
// to its address finishes the account instead of failing on a user Cognito does not have.
import { createIdentity, setPassword } from '@functions/adapters/identity';
import { getUserById } from '@functions/data/users';
import { Invalid } from '@functions/lib/errors';

export async function setNewPassword(userId: string, password: string): Promise<void> {
  try {
    await setPassword(userId, password);
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'InvalidPasswordException') throw Invalid.field('password', (error as Error).message);
    const user = name === 'UserNotFoundException' ? await getUserById(userId) : null;
    if (!user) throw error;
    await createMissingIdentity(user.id, user.email, password);
  }
}

async function createMissingIdentity(userId: string, email: string, password: string): Promise<void> {
  try {
    await createIdentity(userId, email, password);
  } catch (error) {
    if ((error as Error).name === 'InvalidPasswordException') throw Invalid.field('password', (error as Error).message);
    throw error;
  }
}
