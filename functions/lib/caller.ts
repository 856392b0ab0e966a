// Who is calling: always derived from the session cookie, never from ids in the request. The
// handler factory resolves the caller through the `ResolveCaller` port, which the domain fills
// (functions/domain/auth/resolve-caller.ts, plugged in by functions/handlers/define-http-handler.ts):
// lib stays the ground floor and no Lambda carries session or account code it does not call.
import type { Access } from '@shared/contracts/contract';
import { MFA_SETUP_REQUIRED } from '@shared/constants';
import type { User } from '../data/users';
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

export type CallerFor<A extends Access> = A extends 'public'
  ? Caller | null
  : A extends 'groupAdmin'
    ? GroupAdminCaller
    : Caller;

/** The port: the caller behind a session cookie token, or null (no, unknown, expired or idle session, inactive user). */
export type ResolveCaller = (sessionToken: string | undefined) => Promise<Caller | null>;

/**
 * Throws unless the caller may use an operation with this access level; returns the caller typed
 * for it. An admin who still has to set up two-step verification reaches only the setup routes.
 */
export function authorize<A extends Access>(access: A, caller: Caller | null, duringMfaSetup = false): CallerFor<A> {
  if (access === 'public') return caller as CallerFor<A>;
  if (!caller) throw new Unauthorized();
  if (caller.mfaSetupPending && !duringMfaSetup) throw new Forbidden(MFA_SETUP_REQUIRED);
  if (access === 'groupAdmin') {
    const { groupAdmin, groupId } = caller.user;
    if (!groupAdmin || !groupId) throw new Forbidden();
    return { ...caller, groupId } as CallerFor<A>;
  }
  if (access === 'contentAdmin' && !caller.user.contentAdmin) throw new Forbidden();
  return caller as CallerFor<A>;
}
