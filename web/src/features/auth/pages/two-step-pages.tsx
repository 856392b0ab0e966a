// /profile/security (two-step verification among the profile's tabs, which the app composes in)
// and /two-step-verification, where an admin who must use it sets it up before anything else.
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { loginWithReturnTo, paths } from '@shared/paths';
import { useSession } from '@web/lib/session';
import { MFA_MESSAGES } from '@shared/rules/mfa';
import { TotpSetup } from '../components/totp-setup';
import { TwoStepSettings } from '../components/two-step-settings';
import '../two-step.css';

/** The email confirmation panel (profile's), composed in by the app: setup waits for a confirmed address. */
type ConfirmEmail = (email: string) => ReactNode;

/** Setting up needs a confirmed address (the server refuses it before): until then, the link to confirm it. */
function NeedsConfirmedEmail({ email, confirmEmail }: { email: string; confirmEmail?: ConfirmEmail }) {
  return (
    <div className="stack">
      <Text>{MFA_MESSAGES.confirmEmailFirst}</Text>
      {confirmEmail?.(email)}
    </div>
  );
}

export function SecurityPage({ tabs, confirmEmail }: { tabs?: ReactNode; confirmEmail?: ConfirmEmail }) {
  usePageTitle('Security');
  const { currentUser } = useSession();
  const user = currentUser!;
  return (
    <section className="page">
      <Heading level={1}>Profile</Heading>
      {tabs}
      {!user.mfaEnabled && !user.emailVerified ? (
        <section className="card stack" aria-label="Two-step verification">
          <Heading level={2}>Two-step verification</Heading>
          <NeedsConfirmedEmail email={user.email} confirmEmail={confirmEmail} />
        </section>
      ) : (
        <TwoStepSettings user={user} />
      )}
    </section>
  );
}

export function TwoStepSetupPage({ confirmEmail }: { confirmEmail?: ConfirmEmail }) {
  usePageTitle('Set up two-step verification');
  const { currentUser } = useSession();
  const navigate = useNavigate();
  // Kept once started: turning it on updates the session before the recovery codes are shown.
  const [settingUp] = useState(() => Boolean(currentUser && !currentUser.mfaEnabled));
  if (!currentUser) return <Navigate to={loginWithReturnTo(paths.mfaSetup)} replace />;
  if (!settingUp && currentUser.mfaEnabled) return <Navigate to={paths.profileSecurity} replace />;
  return (
    <section className="page page--narrow">
      <div className="card auth-card stack">
        <Heading level={1}>Set up two-step verification</Heading>
        {currentUser.mfaRequired ? (
          <Text>
            {currentUser.contentAdmin ? 'Content admins' : 'Admins of groups with more than 50 members'} must sign in
            with a code from an authenticator app as well as the password. Set it up to continue.
          </Text>
        ) : null}
        {currentUser.emailVerified || currentUser.mfaEnabled ? (
          <TotpSetup onDone={() => navigate(paths.dashboard, { replace: true })} doneLabel="Continue" />
        ) : (
          <NeedsConfirmedEmail email={currentUser.email} confirmEmail={confirmEmail} />
        )}
        <p className="auth-footer">
          <Link to={paths.logout}>Sign out</Link>
        </p>
      </div>
    </section>
  );
}
