// Who may sign in by a text-message passcode. Only an account whose email is confirmed and whose phone was confirmed by a code
// sent to it, that chose passcodes (or typed that phone), that is not an admin (admins sign in by
// password: a phone must not open the group's or the catalogue's data), whose passcode sign-in was
// not turned off after too many wrong codes, and whose number we may text.
import type { Userauth } from '@shared/rules/identity';
import { hasVerifiedEmail, hasVerifiedPhone, type User } from '@functions/data/users';
import { canTextTo } from './text-messages';
import { keyedHash } from '@functions/lib/server-key';

/** The account a typed identity names for passcode purposes: a phone names it only once confirmed. */
export function passcodeAccount(found: { userauth: Userauth | null; user: User | null }): User | null {
  const { userauth, user } = found;
  if (!userauth || !user) return null;
  return userauth.kind === 'phone' && !hasVerifiedPhone(user) ? null : user;
}

export function canSignInByPasscode(user: User, typed: Userauth['kind']): boolean {
  // A confirmed phone on an account whose email is unconfirmed may be a squatter's (confirmed under another address).
  if (
    !hasVerifiedEmail(user) ||
    !hasVerifiedPhone(user) ||
    user.passcodeLockedAt ||
    user.groupAdmin ||
    user.contentAdmin
  )
    return false;
  if (!canTextTo(user.phone!)) return false;
  return typed === 'phone' || user.verifyBy === 'otp';
}

/** How a texted sign-in passcode is stored and compared: keyed (server-key.ts), so the table alone reveals no code. */
export const passcodeHash = (userId: string, code: string): string => keyedHash('passcode/v1', `${userId}:${code}`);
