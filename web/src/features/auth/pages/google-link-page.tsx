// /login/google/link: a Google sign-in whose email an account already has, but which Google or we
// have not verified: the account's password proves it is the learner's before the Google account is
// linked (then signs in; two-step verification still asks for its code).
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Heading, Text } from '@web/components/ui';
import { PasswordInput } from '@web/components/password-input';
import { FormAlert } from '@web/components/form-alert';
import { QueryState } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { usePageTitle } from '@web/components/page-title';
import { useApiForm } from '@web/components/use-api-form';
import { paths } from '@shared/paths';
import { useGoogleLink, useGooglePending } from '../api/google';

const MfaChallengeStep = lazy(async () => ({
  default: (await import('../components/mfa-challenge-step')).MfaChallengeStep,
}));

export const GOOGLE_EXPIRED = {
  title: 'This Google sign-in has expired',
  message: 'Google sign-ins wait 10 minutes for the next step. Please sign in with Google again.',
  action: <Link to={paths.login}>Back to sign in</Link>,
};

export function GoogleLinkPage() {
  usePageTitle('Link your Google account');
  const pending = useGooglePending();
  return (
    <QueryState query={pending} pending="Loading…" failed="This sign-in could not be loaded" notFound={GOOGLE_EXPIRED}>
      {(data) =>
        data.next === 'link' ? <LinkWithPassword email={data.email} /> : <Navigate to={paths.googleSignUp} replace />
      }
    </QueryState>
  );
}

function LinkWithPassword({ email }: { email: string }) {
  const link = useGoogleLink();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [secondFactor, setSecondFactor] = useState(false);
  const form = useApiForm<'password'>();

  const submit = form.onSubmit(async () => {
    const reply = await link.mutateAsync({ password });
    if (reply.status === 200 && 'secondFactor' in reply.body) setSecondFactor(true);
    return reply;
  });

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Link your Google account</Heading>
        {secondFactor ? (
          <>
            <Text className="muted">
              Two-step verification is on for this account. Enter the code from your authenticator app.
            </Text>
            <Suspense fallback={<LoadingState label="Loading…" />}>
              <MfaChallengeStep returnTo={null} onBack={() => navigate(paths.login)} onSignedIn={() => {}} />
            </Suspense>
          </>
        ) : (
          <>
            <Text className="muted">
              An account with <strong>{email}</strong> already exists. Enter its password once to link your Google
              account; after that, Sign in with Google opens it directly.
            </Text>
            <form ref={form.ref} onSubmit={submit} noValidate className="stack">
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                autoFocus
                isRequired
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  form.clear('password');
                }}
                {...form.field('password')}
              />
              <FormAlert message={form.summary()} />
              <Button
                type="submit"
                variation="primary"
                isDisabled={!password || form.pending}
                isLoading={form.pending}
                loadingText="Linking…"
              >
                Link and sign in
              </Button>
              <div className="auth-links">
                <Link to={paths.forgotPassword}>Forgot password?</Link>
                <Link to={paths.login}>Cancel</Link>
              </div>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
