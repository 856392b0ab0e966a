// Setting a password in Cognito: a password its policy refuses is a 422 on the password field.
import { setPassword } from '@functions/adapters/identity';
import { Invalid } from '@functions/lib/errors';

export async function setNewPassword(userId: string, password: string): Promise<void> {
  try {
    await setPassword(userId, password);
  } catch (error) {
    if ((error as Error).name === 'InvalidPasswordException') throw Invalid.field('password', (error as Error).message);
    throw error;
  }
}
