// Route guards mirror the server's rules so people land on the right screen; the server still
// decides every request (a 401/403 from any call also sends the user to /login).
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useSession, type CurrentUser } from '../lib/session';
import { loginWithReturnTo, paths, safeReturnTo } from '@shared/paths';

/** An admin who must use two-step verification and has not set it up sees only its setup (the server answers nothing else). */
const mustSetUpMfa = (user: CurrentUser | null) => Boolean(user?.mfaRequired && !user.mfaEnabled);

/** Signed-in users only; others go to /login and come back here afterwards. */
export function RequireUser() {
  const { isSignedIn, currentUser } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={loginWithReturnTo(`${location.pathname}${location.search}`)} replace />;
  if (mustSetUpMfa(currentUser)) return <Navigate to={paths.mfaSetup} replace />;
  return <Outlet />;
}

/** Login, sign-up and forgot-password: a signed-in user goes on to where they were heading. */
export function PublicOnly() {
  const { isSignedIn } = useSession();
  const [search] = useSearchParams();
  if (isSignedIn) return <Navigate to={safeReturnTo(search.get('returnTo')) ?? paths.dashboard} replace />;
  return <Outlet />;
}

/** The group portal: group admins only (the same check as the server's groupAdmin access). */
export function RequireGroupAdmin() {
  const { isSignedIn, isGroupAdmin, currentUser } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={loginWithReturnTo(`${location.pathname}${location.search}`)} replace />;
  if (mustSetUpMfa(currentUser)) return <Navigate to={paths.mfaSetup} replace />;
  if (!isGroupAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** The admin area: content admins only (the same check as the server's contentAdmin access); others go to My Learning. */
export function RequireContentAdmin() {
  const { isSignedIn, currentUser } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={loginWithReturnTo(`${location.pathname}${location.search}`)} replace />;
  if (mustSetUpMfa(currentUser)) return <Navigate to={paths.mfaSetup} replace />;
  if (!currentUser?.contentAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
