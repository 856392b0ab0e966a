// /join-group/signup: 'Create A FREE Group Account' (the person becomes the new group's admin) and
// /join-group: join an existing group with its sign-up code. Server 422s show under each field
// (nested names such as group.name show under the group's name field).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@shared/paths';
import { PASSWORD_MIN_LENGTH } from '@shared/rules/password';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { PasswordInput } from '@web/components/password-input';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { useApiForm } from '@web/components/use-api-form';
import { useGroupSignup, useJoinGroup } from '../api/group-signup';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'name' | 'phone' | 'signupCode';

/** `user.firstName` → `firstName`, `group.name` → `name`. */
const flatErrors = (reply: { status: number; body: unknown }) =>
  reply.status === 422
    ? {
        errors: Object.fromEntries(
          Object.entries((reply.body as { errors: Record<string, string[]> }).errors).map(([k, v]) => [
            k.replace(/^(user|group)\./, ''),
            v,
          ]),
        ),
      }
    : reply;

function useFields(initial: Record<Field, string>) {
  const form = useApiForm<Field>();
  const [values, setValues] = useState(initial);
  const input = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      form.clear(name);
    },
    ...form.field(name),
  });
  return { form, values, input };
}

const EMPTY: Record<Field, string> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  name: '',
  phone: '',
  signupCode: '',
};
const passwordHelp = `At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter and a number.`;

function AccountLinks() {
  return (
    <p className="auth-footer">
      Already have an account? <Link to={paths.login}>Sign in</Link> ·{' '}
      <Link to={paths.forgotPassword}>Forgot your password?</Link>
    </p>
  );
}

export function GroupSignupPage() {
  usePageTitle('Create A FREE Group Account');
  const signup = useGroupSignup();
  const { form, values, input } = useFields(EMPTY);
  const submit = form.onSubmit(async () =>
    flatErrors(
      await signup.mutateAsync({
        user: {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          password: values.password,
        },
        group: { name: values.name, phone: values.phone },
      }),
    ),
  );
  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Create A FREE Group Account</Heading>
        <Text className="muted">Enroll your staff, track their certifications and keep everyone compliant.</Text>
        <form ref={form.ref} onSubmit={submit} noValidate className="stack">
          <TextField label="Group name" autoComplete="organization" isRequired {...input('name')} />
          <TextField label="Group phone" type="tel" autoComplete="tel" isRequired {...input('phone')} />
          <TextField label="First name" autoComplete="given-name" isRequired {...input('firstName')} />
          <TextField label="Last name" autoComplete="family-name" isRequired {...input('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" isRequired {...input('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            descriptiveText={passwordHelp}
            isRequired
            {...input('password')}
          />
          <FormAlert message={form.summary()} />
          <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Creating your group…">
            Create group account
          </Button>
        </form>
        <p className="auth-footer">
          Have a code from your group? <Link to={paths.joinGroup}>Join your group</Link>
        </p>
        <AccountLinks />
      </div>
    </section>
  );
}

export function JoinGroupPage() {
  usePageTitle('Join your group');
  const join = useJoinGroup();
  const { form, values, input } = useFields(EMPTY);
  const submit = form.onSubmit(async () =>
    flatErrors(
      await join.mutateAsync({
        signupCode: values.signupCode,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
      }),
    ),
  );
  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Join your group</Heading>
        <form ref={form.ref} onSubmit={submit} noValidate className="stack">
          <TextField label="Signup code" autoCapitalize="characters" isRequired {...input('signupCode')} />
          <TextField label="First name" autoComplete="given-name" isRequired {...input('firstName')} />
          <TextField label="Last name" autoComplete="family-name" isRequired {...input('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" isRequired {...input('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            descriptiveText={passwordHelp}
            isRequired
            {...input('password')}
          />
          <FormAlert message={form.summary()} />
          <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Joining…">
            Join group
          </Button>
        </form>
        <p className="auth-footer">
          Starting a group? <Link to={paths.groupSignup}>Create A FREE Group Account</Link>
        </p>
        <AccountLinks />
      </div>
    </section>
  );
}
