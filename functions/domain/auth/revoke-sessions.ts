// Ending a user's other sessions (a password change or reset, two-step verification turned on),
// apart from sessions.ts so these use cases do not bundle what opening a session needs.
import { deleteSession, listUserSessionHashes } from '@functions/data/sessions';

/** Ends every session of a user but `keep` (the caller's own, when they changed their password). */
export async function revokeSessionsOf(userId: string, keep?: string): Promise<void> {
  const hashes = await listUserSessionHashes(userId);
  await Promise.all(hashes.filter((hash) => hash !== keep).map((hash) => deleteSession(hash, userId)));
}
