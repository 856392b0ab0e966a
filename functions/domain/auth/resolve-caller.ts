// Fills the handler factory's caller port (functions/lib/caller.ts): session cookie -> active user,
// with whether an admin still has to set up two-step verification. Imports only what every request
// needs (the session lookup, the user, the MFA rule), since every HTTP Lambda bundles it.
import type { ResolveCaller } from '@functions/lib/caller';
import { getUserById } from '@functions/data/users';
import { mustSetUpMfa } from '../profile/mfa-requirement';
import { resumeSession } from './resume-session';

export const resolveCaller: ResolveCaller = async (sessionToken) => {
  if (!sessionToken) return null;
  const session = await resumeSession(sessionToken);
  if (!session) return null;
  const user = await getUserById(session.userId);
  if (user?.status !== 'active') return null;
  return {
    userId: user.id,
    user,
    sessionHash: session.tokenHash,
    signedInAt: session.createdAt,
    signInMethod: session.method,
    mfaSetupPending: await mustSetUpMfa(user),
  };
};
