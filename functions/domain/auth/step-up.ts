// Step-up before sensitive changes (password; later email, phone, SSN, payment methods): the
// session signed in within the last 15 minutes, or the caller types their current password again.
import { checkPassword } from '@functions/adapters/identity';
import type { Caller } from '@functions/lib/caller';
import { Invalid } from '@functions/lib/errors';
import { enforceRateLimit } from './rate-limit';

export const RECENT_SIGN_IN_MINUTES = 15;
export const STEP_UP_FIELD = 'currentPassword';

export async function requireRecentSignIn(caller: Caller, currentPassword?: string, now = new Date()): Promise<void> {
  if (currentPassword) {
    await enforceRateLimit('stepUp', caller.userId);
    if (!(await checkPassword(caller.userId, currentPassword))) throw Invalid.field(STEP_UP_FIELD, 'Your current password is incorrect.');
    return;
  }
  if (now.getTime() - Date.parse(caller.signedInAt) > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw Invalid.field(STEP_UP_FIELD, 'Please enter your current password to continue.');
  }
}
