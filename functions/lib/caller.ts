// Who is calling: always derived from the session cookie, never from ids in the request.
import type { Access } from '../../shared/contracts/contract';
import { getSession } from '../data/sessions';
import { getUserById, type User } from '../data/users';
import { hashToken } from './crypto';
import { Forbidden, Unauthorized } from './errors';

export interface Caller {
  userId: string;
  user: User;
  sessionHash: string;
}

export type CallerFor<A extends Access> = A extends 'public' ? Caller | null : Caller;

export async function resolveCaller(sessionToken: string | undefined): Promise<Caller | null> {
  if (!sessionToken) return null;
  const sessionHash = hashToken(sessionToken);
  const session = await getSession(sessionHash);
  if (!session) return null;
  const user = await getUserById(session.userId);
  if (!user || user.status !== 'active') return null;
  return { userId: user.id, user, sessionHash };
}

/** Throws unless the caller may use an operation with this access level. */
export function authorize(access: Access, caller: Caller | null): void {
  if (access === 'public') return;
  if (!caller) throw new Unauthorized();
  if (access === 'groupAdmin' && !(caller.user.groupAdmin && caller.user.groupId)) throw new Forbidden();
  if (access === 'contentAdmin' && !caller.user.contentAdmin) throw new Forbidden();
}
