// Who is calling: always derived from the session cookie, never from ids in the request.
import type { Access } from '@shared/contracts/contract';
import { MESSAGES } from '@shared/constants';
import { resumeSession } from '../domain/auth/sessions';
import { mustSetUpMfa } from '../domain/profile/mfa-requirement';
import { getUserById, type User } from '../data/users';
import type { SignInMethod } from '../data/sessions';
import { Forbidden, Unauthorized } from './errors';

export interface Caller {
  userId: string;
  user: User;
  sessionHash: string;
  /** When this session signed in: `requireRecentSignIn` measures from here. */
  signedInAt: string;
  /** How it signed in: only a recent password sign-in stands in for the current password. */
  signInMethod: SignInMethod | null;
  /** An admin who must use two-step verification and has not set it up: only `duringMfaSetup` routes (and public ones) answer. */
  mfaSetupPending: boolean;
}

/** A group admin: the group id is the caller's own membership, so it is never null. */
export interface GroupAdminCaller extends Caller {
  groupId: string;
}

export type CallerFor<A extends Access> = A extends 'public' ? Caller | null : A extends 'groupAdmin' ? GroupAdminCaller : Caller;

export async function resolveCaller(sessionToken: string | undefined): Promise<Caller | null> {
  if (!sessionToken) return null;
  const session = await resumeSession(sessionToken);
  if (!session) return null;
  const user = await getUserById(session.userId);
  if (!user || user.status !== 'active') return null;
  return { userId: user.id, user, sessionHash: session.tokenHash, signedInAt: session.createdAt, signInMethod: session.method, mfaSetupPending: await mustSetUpMfa(user) };
}

/**
 * Throws unless the caller may use an operation with this access level; returns the caller typed
 * for it. An admin who still has to set up two-step verification reaches only the setup routes.
 */
export function authorize<A extends Access>(access: A, caller: Caller | null, duringMfaSetup = false): CallerFor<A> {
  if (access === 'public') return caller as CallerFor<A>;
  if (!caller) throw new Unauthorized();
  if (caller.mfaSetupPending && !duringMfaSetup) throw new Forbidden(MESSAGES.mfaSetupRequired);
  if (access === 'groupAdmin') {
    const { groupAdmin, groupId } = caller.user;
    if (!groupAdmin || !groupId) throw new Forbidden();
    return { ...caller, groupId } as CallerFor<A>;
  }
  if (access === 'contentAdmin' && !caller.user.contentAdmin) throw new Forbidden();
  return caller as CallerFor<A>;
}
