// The session lookup every request makes (functions/domain/auth/resolve-caller.ts), apart from
// sessions.ts: opening a session merges carts and presents the user, and none of that belongs in
// every Lambda's bundle.
import { expireSession, getSession, touchSession, type Session } from '@functions/data/sessions';
import { hashToken } from '@functions/lib/crypto';

/** Sliding idle expiry on top of the absolute one. */
export const SESSION_IDLE_DAYS = 7;
/** The idle clock is written at most this often, so most requests stay read-only. */
export const SESSION_TOUCH_MINUTES = 60;

const DAY_MS = 86_400_000;

/** The session behind a cookie token unless it is expired or idle; moves the idle clock at most hourly. */
export async function resumeSession(token: string, now = new Date()): Promise<Session | null> {
  const session = await getSession(hashToken(token));
  if (!session) return null;
  const idleMs = now.getTime() - Date.parse(session.lastSeenAt);
  if (idleMs > SESSION_IDLE_DAYS * DAY_MS) {
    // Only the session item (every route may write it): the user-side index entry expires on its own TTL.
    await expireSession(session.tokenHash);
    return null;
  }
  if (idleMs > SESSION_TOUCH_MINUTES * 60_000) await touchSession(session.tokenHash, now.toISOString());
  return session;
}
