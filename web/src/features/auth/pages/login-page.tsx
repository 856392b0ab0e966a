// /login, in the spec's steps: identity (email or phone) -> password or one-time passcode, as the
// server's evaluate_auth decides -> for an account with two-step verification, the code from the
// authenticator app (or a recovery code). 'Back' returns to the first step.
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { paths, safeReturnTo } from '@shared/paths';
import { useSession } from '@web/lib/session';
import { IdentityStep } from '../components/identity-step';
import { PasscodeStep } from '../components/passcode-step';
import { PasswordStep } from '../components/password-step';
import { LoadingState } from '@web/components/loading-state';
import { FormAlert } from '@web/components/form-alert';
import { GOOGLE_SECOND_FACTOR, googleFailureMessage } from '@shared/rules/google-sign-in';
import { AuthDivider, GoogleButton } from '@web/components/google-button';

// Only accounts with two-step verification reach this step: loaded then, not with every visit to /login.
const MfaChallengeStep = lazy(async () => ({
  default: (await import('../components/mfa-challenge-step')).MfaChallengeStep,
}));

type Step = { name: 'identity' } | { name: 'mfa' } | { name: 'password' | 'otp'; userauth: string };

export function LoginPage() {
  usePageTitle('Sign in');
  const { company } = useSession();
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  const navigate = useNavigate();
  // Back from Google: a failure to explain, or an account with two-step verification (its code next).
  const google = search.get('google');
  const [step, setStep] = useState<Step>(google === GOOGLE_SECOND_FACTOR ? { name: 'mfa' } : { name: 'identity' });
  const googleFailure = step.name === 'identity' ? googleFailureMessage(google) : null;
  const [userauth, setUserauth] = useState('');

  const signedIn = (redirect: string | undefined) => {
    // With a returnTo the client goes back there; otherwise it follows the server's redirect.
    if (returnTo) navigate(returnTo, { replace: true });
    else if (!redirect) navigate(paths.dashboard, { replace: true });
  };
  const reset = () => setStep({ name: 'identity' });

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Sign in</Heading>
        <Text className="muted">
          {step.name === 'identity'
            ? `Welcome to ${company.name}. Enter your email or phone number to continue.`
            : step.name === 'password'
              ? 'Enter your password to continue.'
              : step.name === 'mfa'
                ? 'Two-step verification is on for this account. Enter the code from your authenticator app.'
                : 'Enter the passcode we sent to your phone.'}
        </Text>

        <FormAlert message={googleFailure ?? undefined} />
        {step.name === 'identity' ? (
          <IdentityStep
            value={userauth}
            onChange={setUserauth}
            onEvaluated={(verifyBy, value) => setStep({ name: verifyBy, userauth: value })}
          />
        ) : step.name === 'mfa' ? (
          <Suspense fallback={<LoadingState label="Loading…" />}>
            <MfaChallengeStep returnTo={returnTo} onBack={reset} onSignedIn={signedIn} />
          </Suspense>
        ) : step.name === 'password' ? (
          <PasswordStep
            userauth={step.userauth}
            returnTo={returnTo}
            onBack={reset}
            onSignedIn={signedIn}
            onSecondFactor={() => setStep({ name: 'mfa' })}
          />
        ) : (
          <PasscodeStep
            userauth={step.userauth}
            returnTo={returnTo}
            onBack={reset}
            onUsePassword={() => setStep({ name: 'password', userauth: step.userauth })}
            onSignedIn={signedIn}
            onSecondFactor={() => setStep({ name: 'mfa' })}
          />
        )}

        {step.name === 'identity' ? (
          <>
            <AuthDivider />
            <GoogleButton label="Sign in with Google" returnTo={returnTo} />
          </>
        ) : null}

        <p className="auth-footer">
          New here? <Link to={paths.createAccount}>Create an account</Link>
        </p>
      </div>
    </section>
  );
}
