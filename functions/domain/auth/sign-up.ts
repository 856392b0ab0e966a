// POST /api/users.json: a new account, signed in, with its email and phone still to confirm.
import { normalizePhone } from '@shared/rules/identity';
import { Invalid } from '@functions/lib/errors';
import { createAccount } from './create-account';
import { enforceRateLimit } from './rate-limit';
import { openSession, type PreviousSession } from './sessions';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export async function signUp(
  input: SignUpInput & { presession?: string },
  ip: string,
  replacing: PreviousSession = null,
) {
  await enforceRateLimit('signUp', input.email, ip);
  const phone = normalizePhone(input.phone);
  if (!phone) throw Invalid.field('phone', 'Phone number is invalid');
  const user = await createAccount({ ...input, phone });
  return openSession(user, { method: 'signUp', presession: input.presession, replacing });
}
