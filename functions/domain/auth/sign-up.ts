// New accounts: the profile claims email and phone in the table first (atomic uniqueness),
// then Cognito gets the credentials; if that fails the claim is released.
import { randomUUID } from 'node:crypto';
import { normalizePhone } from '@shared/rules/identity';
import { createIdentity } from '@functions/adapters/identity';
import { buildUser, createUser, deleteUser } from '@functions/data/users';
import { Invalid } from '@functions/lib/errors';
import { enforceRateLimit } from './rate-limit';
import { openSession } from './sessions';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export async function signUp(input: SignUpInput & { presession?: string }, ip: string) {
  await enforceRateLimit('signUp', input.email, ip);
  const phone = normalizePhone(input.phone);
  if (!phone) throw Invalid.field('phone', 'Phone number is invalid');
  const user = await createUser(buildUser({ id: randomUUID(), email: input.email, firstName: input.firstName, lastName: input.lastName, phone }));
  try {
    await createIdentity(user.id, user.email, input.password);
  } catch (error) {
    await deleteUser(user);
    if ((error as Error).name === 'InvalidPasswordException') throw Invalid.field('password', (error as Error).message);
    throw error;
  }
  return openSession(user, new Date(), input.presession);
}
