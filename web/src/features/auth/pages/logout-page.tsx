// /logout: ends the session on the server (DELETE, 204), forgets the cached user and goes to /login.
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Heading, Text } from '@web/components/ui';
import { LoadingState } from '@web/components/loading-state';
import { usePageTitle } from '@web/components/page-title';
import { paths } from '@shared/paths';
import { useLogout } from '../api/logout';

export function LogoutPage() {
  usePageTitle('Signing out');
  const navigate = useNavigate();
  const logout = useLogout();
  const started = useRef(false);

  const signOut = useCallback(
    () =>
      logout.mutate(undefined, {
        onSuccess: () => navigate(paths.login, { replace: true }),
      }),
    [logout.mutate, navigate],
  );

  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    signOut();
  }, [signOut]);

  if (logout.isError) {
    return (
      <section className="page page--narrow centered-page">
        <Heading level={1}>We could not sign you out</Heading>
        <Text>Your session is still open. Please try again.</Text>
        <div className="row">
          <Button variation="primary" onClick={signOut} isLoading={logout.isPending} loadingText="Signing out…">
            Try again
          </Button>
          <Link to={paths.dashboard}>Back to My Learning</Link>
        </div>
      </section>
    );
  }
  return (
    <section className="page page--narrow centered-page">
      <Heading level={1}>Signing out</Heading>
      <LoadingState label="Signing you out…" />
    </section>
  );
}
