// /forgot-password: emails a reset link. 201 shows the server's toast and returns to /login
// (the reply's redirect); 404 shows 'Email is incorrect' under the field.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { useApiForm } from '@web/components/use-api-form';
import { paths } from '@shared/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const form = useApiForm<'email'>();
  // 201: the reply's toast and redirect to /login are the client's; anything else shows here.
  const submit = form.onSubmit(() => request.mutateAsync({ email: email.trim() }));

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Forgot your password?</Heading>
        <Text className="muted">
          Enter the email address on your account and we will send you a link to choose a new password.
        </Text>
        <form ref={form.ref} onSubmit={submit} noValidate className="stack">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            isRequired
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              form.clear('email');
            }}
            {...form.field('email')}
          />
          <FormAlert message={form.summary()} />
          <Button
            type="submit"
            variation="primary"
            isDisabled={!email.trim() || form.pending}
            isLoading={form.pending}
            loadingText="Sending…"
          >
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
