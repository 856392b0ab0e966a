// Step-up before a sensitive change (password, email, phone, SSN, payment methods): the current
// password again, unless this session signed in with the password (or set it at sign-up) within
// the last 15 minutes. A passcode, reset-link or invitation session always needs the password: a
// phone, or a mailbox, must not turn into the account's password (ASVS V6.2.3). Here in profile
// because auth imports profile (the current user's presentation) and a domain cycle is not
// allowed; functions/domain/auth/step-up.ts uses this one.
import { checkPassword } from '@functions/adapters/identity';
import { countAttempt } from '@functions/data/rate-limits';
import type { Caller } from '@functions/lib/caller';
import { Invalid, TooManyRequests } from '@functions/lib/errors';

export const RECENT_SIGN_IN_MINUTES = 15;
export const STEP_UP_FIELD = 'currentPassword';
const STEP_UP_LIMIT = { windowSeconds: 900, perUser: 10 };
/** Sign-ins that proved the password itself. */
const PASSWORD_PROOFS = new Set(['password', 'signUp']);

/** Whether this session may change credentials without typing the password again. */
export function signedInRecentlyWithPassword(
  caller: Pick<Caller, 'signedInAt' | 'signInMethod'>,
  now = new Date(),
): boolean {
  return (
    caller.signInMethod !== null &&
    PASSWORD_PROOFS.has(caller.signInMethod) &&
    now.getTime() - Date.parse(caller.signedInAt) <= RECENT_SIGN_IN_MINUTES * 60_000
  );
}

export async function requireRecentSignIn(
  caller: Caller,
  currentPassword: string | undefined,
  now = new Date(),
): Promise<void> {
  if (currentPassword) {
    if ((await countAttempt('stepUp', `id:user:${caller.userId}`, STEP_UP_LIMIT.windowSeconds)) > STEP_UP_LIMIT.perUser)
      throw TooManyRequests.over('stepUp:identity');
    if (!(await checkPassword(caller.userId, currentPassword)))
      throw Invalid.field(STEP_UP_FIELD, 'Your current password is incorrect.');
    return;
  }
  if (!signedInRecentlyWithPassword(caller, now))
    throw Invalid.field(STEP_UP_FIELD, 'Please enter your current password to continue.');
}
