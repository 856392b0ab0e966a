// Step-up before a change of email, phone or SSN: the same rule and messages as
// functions/domain/auth/step-up.ts (sign-in within 15 minutes, or the current password again,
// counted under the same 'stepUp' limit). Kept here because auth already imports profile (the
// current user's presentation), and a domain cycle is not allowed.
import { checkPassword } from '@functions/adapters/identity';
import { countAttempt } from '@functions/data/rate-limits';
import type { Caller } from '@functions/lib/caller';
import { Invalid, TooManyRequests } from '@functions/lib/errors';

const RECENT_SIGN_IN_MINUTES = 15;
const STEP_UP_LIMIT = { windowSeconds: 900, perUser: 10 };

export async function requireRecentSignIn(caller: Caller, currentPassword: string | undefined, now = new Date()): Promise<void> {
  if (currentPassword) {
    if ((await countAttempt('stepUp', `id:user:${caller.userId}`, STEP_UP_LIMIT.windowSeconds)) > STEP_UP_LIMIT.perUser) throw TooManyRequests.over('stepUp:identity');
    if (!(await checkPassword(caller.userId, currentPassword))) throw Invalid.field('currentPassword', 'Your current password is incorrect.');
    return;
  }
  if (now.getTime() - Date.parse(caller.signedInAt) > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw Invalid.field('currentPassword', 'Please enter your current password to continue.');
  }
}
