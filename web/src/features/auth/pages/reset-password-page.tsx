// /reset-password/:token: choose a new password. The first server message is shown; on success
// the user is signed in and the reply's redirect takes them to the dashboard (with two-step
// verification, after the code from the authenticator app: a mailbox alone does not sign in).
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Heading, Text } from '@web/components/ui';
import { PasswordInput } from '@web/components/password-input';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { checkInput, useApiForm } from '@web/components/use-api-form';
import { paths } from '@shared/paths';
import { useUpdatePassword } from '../api/update-password';
import { MfaChallengeStep } from '../components/mfa-challenge-step';

type Field = 'password' | 'confirmation' | 'token';

const loadPasswordRule = () => import('@shared/rules/password').then((module) => module.passwordRule);

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { token = '' } = useParams();
  const update = useUpdatePassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useApiForm<Field>();
  const navigate = useNavigate();
  const [secondFactor, setSecondFactor] = useState(false);

  const submit = form.onSubmit(async () => {
    // The shared password rule gives the same first message the server would (loaded on submit).
    const rule = await checkInput(loadPasswordRule, password);
    if (rule.errors) return { errors: { password: rule.errors.base ?? ['Password is invalid'] } };
    if (password !== confirmation) return { errors: { confirmation: ['The passwords do not match'] } };
    const reply = await update.mutateAsync({ password, token });
    if (reply.status === 200 && 'secondFactor' in reply.body) setSecondFactor(true);
    return reply;
  });

  if (secondFactor) {
    return (
      <section className="page page--narrow">
        <div className="card auth-card">
          <Heading level={1}>Two-step verification</Heading>
          <Text className="muted">
            Your new password is saved. Enter the code from your authenticator app to sign in.
          </Text>
          <MfaChallengeStep returnTo={null} onBack={() => navigate(paths.login)} onSignedIn={() => undefined} />
        </div>
      </section>
    );
  }

  const tokenError = form.error('token');
  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Choose a new password</Heading>
        <Text className="muted">You will be signed in once your new password is saved.</Text>
        <form ref={form.ref} onSubmit={submit} noValidate className="stack">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            descriptiveText={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter and a number.`}
            autoFocus
            isRequired
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.clear('password');
            }}
            {...form.field('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            isRequired
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              form.clear('confirmation');
            }}
            {...form.field('confirmation')}
          />
          <FormAlert message={form.summary('token')} />
          {tokenError ? (
            <Text>
              <Link to={paths.forgotPassword}>Request a new reset link</Link>
            </Text>
          ) : null}
          <Button
            type="submit"
            variation="primary"
            isDisabled={!password || !confirmation || form.pending}
            isLoading={form.pending}
            loadingText="Saving…"
          >
            Save new password
          </Button>
        </form>
        <p className="auth-footer">
          <Link to={paths.login}>Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
