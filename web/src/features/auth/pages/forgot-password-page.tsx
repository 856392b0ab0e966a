// /forgot-password: emails a reset link. 201 shows the server's toast and returns to /login
// (the reply's redirect); 404 shows 'Email is incorrect' under the field.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { FormAlert } from '../../../components/form-alert';
import { usePageTitle } from '../../../components/page-title';
import { useFocusFirstError } from '../../../components/use-focus-first-error';
import { fieldErrorsOf, firstError, type FieldErrors } from '../../../lib/api';
import { paths } from '../../../../../shared/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'base'>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const reply = await request.mutateAsync({ email: email.trim() }).catch(() => null);
    if (reply && reply.status !== 201) setErrors(fieldErrorsOf(reply));
  };

  const emailError = firstError(errors, 'email');
  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Forgot your password?</Heading>
        <Text className="muted">Enter the email address on your account and we will send you a link to choose a new password.</Text>
        <form ref={formRef} onSubmit={submit} noValidate className="stack">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            isRequired
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            hasError={Boolean(emailError)}
            errorMessage={emailError}
          />
          <FormAlert message={firstError(errors, 'base')} />
          <Button type="submit" variation="primary" isDisabled={!email.trim() || request.isPending} isLoading={request.isPending} loadingText="Sending…">
            Send reset link
          </Button>
        </form>
        <p className="auth-footer">
          <Link to={paths.login}>Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
