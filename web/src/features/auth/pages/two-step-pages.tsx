// /profile/security (two-step verification among the profile's tabs, which the app composes in)
// and /two-step-verification, where an admin who must use it sets it up before anything else.
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { loginWithReturnTo, paths } from '@shared/paths';
import { useSession } from '@web/lib/session';
import { TotpSetup } from '../components/totp-setup';
import { TwoStepSettings } from '../components/two-step-settings';
import '../two-step.css';

export function SecurityPage({ tabs }: { tabs?: ReactNode }) {
  usePageTitle('Security');
  const { currentUser } = useSession();
  return (
    <section className="page">
      <Heading level={1}>Profile</Heading>
      {tabs}
      <TwoStepSettings user={currentUser!} />
    </section>
  );
}

export function TwoStepSetupPage() {
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
            {currentUser.contentAdmin ? 'Content admins' : 'Admins of groups with more than 50 members'} must sign in with a code from an authenticator app as well as the password.
            Set it up to continue.
          </Text>
        ) : null}
        <TotpSetup onDone={() => navigate(paths.dashboard, { replace: true })} doneLabel="Continue" />
        <p className="auth-footer">
          <Link to={paths.logout}>Sign out</Link>
        </p>
      </div>
    </section>
  );
}
