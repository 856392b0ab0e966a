// Sessions: a random token in an HttpOnly cookie, its hash in the table. A session ends at its
// absolute expiry (30 days), after 7 idle days, at logout, when the password changes, or when the
// same browser signs in again.
import { paths } from '@shared/paths';
import { SESSION_DAYS } from '@shared/constants';
import { deleteSession, putSession, type SecondFactor, type SignInMethod } from '@functions/data/sessions';
import type { User } from '@functions/data/users';
import { recordMemberSignIn } from '@functions/data/group-members';
import { logger } from '@functions/lib/logger';
import {
  clearCookie,
  PRESESSION_COOKIE,
  PRESESSION_MAX_AGE_SECONDS,
  serializeCookie,
  SESSION_COOKIE,
} from '@functions/lib/cookies';
import { csrfHeader } from '@functions/lib/csrf';
import { hashToken, newToken } from '@functions/lib/crypto';
import { presentUser } from '../profile/present-user';
import { loadGroupSummary } from '../profile/present-group';
import { mergeAnonymousCart } from '../commerce/cart';
import { SESSION_TOUCH_MINUTES } from './resume-session';

/** The session the browser held when it signed in again (its cookie's), which the new one replaces. */
export type PreviousSession = { sessionHash: string; userId: string } | null;

export interface OpenSessionOptions {
  /** How the user proved who they are: only a password proof stands in for the password at a step-up. */
  method: SignInMethod;
  /** The second factor the sign-in proved too (two-step verification), recorded on the session. */
  secondFactor?: SecondFactor;
  now?: Date;
  /** The browser's pre-session cookie: its anonymous cart joins the account's. */
  presession?: string;
  replacing?: PreviousSession;
}

/**
 * Creates the session and returns the signed-in reply body with its cookies. The pre-session cookie
 * is replaced too, and the new CSRF token travels in the reply header (it is bound to the session).
 * The cart the browser filled before signing in (keyed by its old pre-session) joins the account's,
 * and the session the browser had before (another account's, or an older one) ends.
 */
export async function openSession(
  user: User,
  { method, secondFactor, now = new Date(), presession, replacing = null }: OpenSessionOptions,
) {
  await mergeAnonymousCart(presession, user.id);
  if (replacing) await deleteSession(replacing.sessionHash, replacing.userId);
  const token = newToken();
  const maxAge = SESSION_DAYS * 86400;
  const at = now.toISOString();
  await putSession({
    tokenHash: hashToken(token),
    userId: user.id,
    method,
    secondFactor: secondFactor ?? null,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now.getTime() + maxAge * 1000).toISOString(),
  });
  if (user.groupId) await noteGroupSignIn(user.groupId, user.id, now);
  return {
    cookies: [
      serializeCookie(SESSION_COOKIE, token, maxAge),
      serializeCookie(PRESESSION_COOKIE, newToken(), PRESESSION_MAX_AGE_SECONDS),
    ],
    headers: csrfHeader(token),
    currentUser: await presentUser(user),
    group: await loadGroupSummary(user.groupId),
  };
}

/** The portal's 'Last Sign In': written at most hourly, never the sign-in's failure. */
async function noteGroupSignIn(groupId: string, userId: string, now: Date): Promise<void> {
  try {
    await recordMemberSignIn(groupId, userId, now, SESSION_TOUCH_MINUTES * 60_000);
  } catch (error) {
    logger.warn('lastSignInAt was not recorded', { groupId, error: (error as Error).name });
  }
}

/** Deletes the session everywhere and starts a fresh pre-session (a new CSRF token, in the header). */
export async function closeSession(session: { sessionHash: string; userId: string } | null) {
  if (session) await deleteSession(session.sessionHash, session.userId);
  const presession = newToken();
  return {
    cookies: [clearCookie(SESSION_COOKIE), serializeCookie(PRESESSION_COOKIE, presession, PRESESSION_MAX_AGE_SECONDS)],
    headers: csrfHeader(presession),
  };
}

/** Where a user lands after signing in: the two-step setup first when the account must have it and does not. */
export function homePath(currentUser?: { mfaRequired: boolean; mfaEnabled: boolean }): string {
  return currentUser?.mfaRequired && !currentUser.mfaEnabled ? paths.mfaSetup : paths.dashboard;
}
