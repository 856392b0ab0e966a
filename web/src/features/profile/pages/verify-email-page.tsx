// /verify-email/:token (our addition): the link emailed to confirm an address. It confirms only for
// the account it was sent for, signed in: a person who did not create that account is told to claim
// the address with a password reset instead (which removes whatever the other person set up).
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { loginWithReturnTo, paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { FormAlert } from '@web/components/form-alert';
import { LoadingState } from '@web/components/loading-state';
import { usePageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';
import { useConfirmEmail } from '../api/email-confirmation';

export function VerifyEmailPage() {
  usePageTitle('Confirm your email address');
  const { token = '' } = useParams();
  const location = useLocation();
  const { isSignedIn, currentUser } = useSession();
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's double effects; only for a signed-in browser.
    if (!isSignedIn || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [isSignedIn, token, confirm.mutate]);

  const reply = confirm.data;
  return (
    <section className="page page--narrow">
      <div className="card auth-card stack">
        <Heading level={1}>Confirm your email address</Heading>
        {!isSignedIn ? (
          <>
            <Text>To confirm the address, sign in to the account this link was sent for.</Text>
            <ButtonLink to={loginWithReturnTo(location.pathname)} variation="primary">
              Sign in to confirm
            </ButtonLink>
            <Text className="muted">
              Did not create an account with this address? Do not sign in to it.{' '}
              <Link to={paths.forgotPassword}>Reset its password</Link> with this address instead: the account becomes
              yours, whatever someone else set up (the password, a phone number, an authenticator app, a group join) is
              removed, and everyone else is signed out.
            </Text>
          </>
        ) : reply?.status === 200 ? (
          <>
            <Text>{currentUser?.email} is confirmed.</Text>
            <ButtonLink to={paths.profile} variation="primary">
              Go to my profile
            </ButtonLink>
          </>
        ) : reply?.status === 422 ? (
          <>
            <FormAlert
              message={
                Object.values(reply.body.errors).flat()[0] ?? 'This confirmation link is invalid or has expired.'
              }
            />
            <Text>
              Signed in as {currentUser?.email}. <Link to={paths.logout}>Sign out</Link> or{' '}
              <Link to={paths.profile}>send a new link from your profile</Link>.
            </Text>
          </>
        ) : confirm.isError ? (
          <FormAlert message="We could not confirm your address. Please try the link again." />
        ) : (
          <LoadingState label="Confirming your address…" />
        )}
      </div>
    </section>
  );
}
