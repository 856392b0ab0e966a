// Opening and closing sessions: a random token in an HttpOnly cookie, its hash in the table.
import { SESSION_DAYS } from '../../../shared/constants';
import { deleteSession, putSession } from '../../data/sessions';
import type { User } from '../../data/users';
import { clearCookie, serializeCookie, SESSION_COOKIE } from '../../lib/cookies';
import { hashToken, newToken } from '../../lib/crypto';
import { presentUser } from '../profile/present-user';
import { loadGroupSummary } from '../groups/present-group';

/** Creates the session and returns the signed-in reply body with its cookie. */
export async function openSession(user: User, now = new Date()) {
  const token = newToken();
  const maxAge = SESSION_DAYS * 86400;
  await putSession({ tokenHash: hashToken(token), userId: user.id, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + maxAge * 1000).toISOString() });
  return {
    cookies: [serializeCookie(SESSION_COOKIE, token, maxAge)],
    currentUser: presentUser(user),
    group: await loadGroupSummary(user.groupId),
  };
}

export async function closeSession(sessionHash: string | undefined): Promise<string[]> {
  if (sessionHash) await deleteSession(sessionHash);
  return [clearCookie(SESSION_COOKIE)];
}

/** Where a user lands after signing in. */
export function homePath(): string {
  return '/dashboard';
}
