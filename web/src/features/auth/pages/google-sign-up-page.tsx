// /create-account/google: a Google sign-in with an email no account has. The spec's sign-up asks for
// first name, last name, email, phone and password: Google gives the email (and usually the names) and
// stands in for the password, so this asks for the rest, the names filled in from Google.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { checkInput, useApiForm } from '@web/components/use-api-form';
import { paths } from '@shared/paths';
import {
  loadGoogleSignUpBody,
  useGooglePending,
  useGoogleSignUp,
  type GoogleSignUpField,
  type GoogleSignUpInput,
} from '../api/google';
import { GOOGLE_EXPIRED } from './google-link-page';

export function GoogleSignUpPage() {
  usePageTitle('Finish creating your account');
  const pending = useGooglePending();
  return (
    <QueryState query={pending} pending="Loading…" failed="This sign-up could not be loaded" notFound={GOOGLE_EXPIRED}>
      {(data) => (
        <GoogleSignUpForm
          email={data.email}
          initial={{ firstName: data.firstName ?? '', lastName: data.lastName ?? '', phone: '' }}
        />
      )}
    </QueryState>
  );
}

function GoogleSignUpForm({ email, initial }: { email: string; initial: GoogleSignUpInput }) {
  const signUp = useGoogleSignUp();
  const form = useApiForm<GoogleSignUpField>();
  const [values, setValues] = useState<GoogleSignUpInput>(initial);

  const input = (name: GoogleSignUpField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      form.clear(name);
    },
    ...form.field(name),
  });

  const submit = form.onSubmit(async () => {
    const checked = await checkInput(loadGoogleSignUpBody, values);
    if (checked.errors) return checked;
    return signUp.mutateAsync(values);
  });

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Finish creating your account</Heading>
        <Text className="muted">
          You are signing up with Google as <strong>{email}</strong>. We need a few more details. All fields are
          required.
        </Text>
        <form ref={form.ref} onSubmit={submit} noValidate className="stack">
          <TextField
            label="First name"
            autoComplete="given-name"
            isRequired
            autoFocus={!initial.firstName}
            {...input('firstName')}
          />
          <TextField label="Last name" autoComplete="family-name" isRequired {...input('lastName')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            descriptiveText="We text your sign-in passcodes to this number."
            isRequired
            autoFocus={Boolean(initial.firstName)}
            {...input('phone')}
          />
          <FormAlert message={form.summary()} />
          <Button
            type="submit"
            variation="primary"
            isDisabled={form.pending}
            isLoading={form.pending}
            loadingText="Creating account…"
          >
            Create Account
          </Button>
          <div className="auth-links">
            <Link to={paths.login}>Cancel</Link>
          </div>
        </form>
      </div>
    </section>
  );
}
