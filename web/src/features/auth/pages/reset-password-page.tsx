// /reset-password/:token: choose a new password. The first server message is shown; on success
// the user is signed in and the reply's redirect takes them to the dashboard.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { PasswordInput } from '../../../components/password-input';
import { PASSWORD_MIN_LENGTH, passwordRule } from '../../../../../shared/rules/password';
import { FormAlert } from '../../../components/form-alert';
import { usePageTitle } from '../../../components/page-title';
import { useFocusFirstError } from '../../../components/use-focus-first-error';
import { fieldErrorsOf, firstError, type FieldErrors } from '../../../lib/api';
import { paths } from '../../../../../shared/paths';
import { useUpdatePassword } from '../api/update-password';

type Field = 'password' | 'confirmation' | 'token' | 'base';

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { token = '' } = useParams();
  const update = useUpdatePassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The shared password rule gives the same first message the server would.
    const rule = passwordRule.safeParse(password);
    if (!rule.success) return setErrors({ password: [rule.error.issues[0]?.message ?? 'Password is invalid'] });
    if (password !== confirmation) return setErrors({ confirmation: ['The passwords do not match'] });
    setErrors({});
    const reply = await update.mutateAsync({ password, token }).catch(() => null);
    if (reply && reply.status !== 200) setErrors(fieldErrorsOf(reply));
  };

  const passwordError = firstError(errors, 'password');
  const confirmationError = firstError(errors, 'confirmation');
  const tokenError = firstError(errors, 'token');
  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Choose a new password</Heading>
        <Text className="muted">You will be signed in once your new password is saved.</Text>
        <form ref={formRef} onSubmit={submit} noValidate className="stack">
          <PasswordInput
            label="New password"
            name="password"
            autoComplete="new-password"
            descriptiveText={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter and a number.`}
            autoFocus
            isRequired
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hasError={Boolean(passwordError)}
            errorMessage={passwordError}
          />
          <PasswordInput
            label="Confirm new password"
            name="confirmation"
            autoComplete="new-password"
            isRequired
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            hasError={Boolean(confirmationError)}
            errorMessage={confirmationError}
          />
          <FormAlert message={tokenError ?? firstError(errors, 'base')} />
          {tokenError ? (
            <Text>
              <Link to={paths.forgotPassword}>Request a new reset link</Link>
            </Text>
          ) : null}
          <Button type="submit" variation="primary" isDisabled={!password || !confirmation || update.isPending} isLoading={update.isPending} loadingText="Saving…">
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
