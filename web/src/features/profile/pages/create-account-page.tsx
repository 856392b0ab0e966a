// /create-account: sign-up form posting /api/users.json. The contract's own schema checks the
// fields first (same messages as the server); the server's 422 errors show under each field.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { PasswordInput } from '@web/components/password-input';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { checkInput, useApiForm } from '@web/components/use-api-form';
import { paths, safeReturnTo } from '@shared/paths';
import { loadSignUpBody, useSignUp, type SignUpField, type SignUpInput } from '../api/sign-up';
import { AuthDivider, GoogleButton } from '@web/components/google-button';

const EMPTY: SignUpInput = { firstName: '', lastName: '', email: '', phone: '', password: '' };

export function CreateAccountPage() {
  usePageTitle('Create an account');
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  const navigate = useNavigate();
  const signUp = useSignUp(returnTo);
  const form = useApiForm<SignUpField>();
  const [values, setValues] = useState<SignUpInput>(EMPTY);

  /** Props of one input: its value, its message, and an edit that clears the message. */
  const input = (name: SignUpField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      form.clear(name);
    },
    ...form.field(name),
  });

  const submit = form.onSubmit(async () => {
    // The contract's own schema checks the fields first (the server's messages, without a round trip).
    const checked = await checkInput(loadSignUpBody, values);
    if (checked.errors) return checked;
    const reply = await signUp.mutateAsync(values);
    if (reply.status === 201 && returnTo) navigate(returnTo, { replace: true });
    return reply;
  });

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Create an account</Heading>
        <Text className="muted">Start your certification in minutes. All fields are required.</Text>
        <form ref={form.ref} onSubmit={submit} noValidate className="stack">
          <TextField label="First name" autoComplete="given-name" isRequired autoFocus {...input('firstName')} />
          <TextField label="Last name" autoComplete="family-name" isRequired {...input('lastName')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            isRequired
            {...input('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            descriptiveText="We text your sign-in passcodes to this number."
            isRequired
            {...input('phone')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            descriptiveText={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter and a number.`}
            isRequired
            {...input('password')}
          />
          <FormAlert message={form.summary()} />
          <Button
            type="submit"
            variation="primary"
            isDisabled={form.pending}
            isLoading={form.pending}
            loadingText="Creating your account…"
          >
            Create account
          </Button>
          <Text className="muted">
            By creating an account you agree to our <Link to={paths.termsOfService}>Terms of Service</Link> and{' '}
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
          </Text>
        </form>
        <AuthDivider />
        <GoogleButton label="Sign up with Google" returnTo={returnTo} />
        <p className="auth-footer">
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </p>
      </div>
    </section>
  );
}
