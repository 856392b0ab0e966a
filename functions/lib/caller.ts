// Who is calling: always derived from the session cookie, never from ids in the request.
import type { Access } from '@shared/contracts/contract';
import { resumeSession } from '../domain/auth/sessions';
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
  return { userId: user.id, user, sessionHash: session.tokenHash, signedInAt: session.createdAt, signInMethod: session.method };
}

/** Throws unless the caller may use an operation with this access level; returns the caller typed for it. */
export function authorize<A extends Access>(access: A, caller: Caller | null): CallerFor<A> {
  if (access === 'public') return caller as CallerFor<A>;
  if (!caller) throw new Unauthorized();
  if (access === 'groupAdmin') {
    const { groupAdmin, groupId } = caller.user;
    if (!groupAdmin || !groupId) throw new Forbidden();
    return { ...caller, groupId } as CallerFor<A>;
  }
  if (access === 'contentAdmin' && !caller.user.contentAdmin) throw new Forbidden();
  return caller as CallerFor<A>;
}
