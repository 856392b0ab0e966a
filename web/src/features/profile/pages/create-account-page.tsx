// /create-account: sign-up form posting /api/users.json. The contract's own schema checks the
// fields first (same messages as the server); the server's 422 errors show under each field.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { PasswordInput } from '../../../components/password-input';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/rules/password';
import { FormAlert } from '../../../components/form-alert';
import { usePageTitle } from '../../../components/page-title';
import { useFocusFirstError } from '../../../components/use-focus-first-error';
import { fieldErrorsOf, firstError, type FieldErrors } from '../../../lib/api';
import { paths, safeReturnTo } from '../../../../../shared/paths';
import { signUpContract, useSignUp, type SignUpField, type SignUpInput } from '../api/sign-up';

const EMPTY: SignUpInput = { firstName: '', lastName: '', email: '', phone: '', password: '' };

export function CreateAccountPage() {
  usePageTitle('Create an account');
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  const navigate = useNavigate();
  const signUp = useSignUp(returnTo);
  const [form, setForm] = useState<SignUpInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const set = (field: keyof SignUpInput) => (event: { target: { value: string } }) => setForm((old) => ({ ...old, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = signUpContract.body.safeParse(form);
    if (!checked.success) {
      const found: FieldErrors<SignUpField> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'base') as SignUpField;
        found[field] ??= [issue.message];
      }
      return setErrors(found);
    }
    setErrors({});
    const reply = await signUp.mutateAsync(form).catch(() => null);
    if (!reply) return;
    if (reply.status === 201) {
      if (returnTo) navigate(returnTo, { replace: true });
    } else setErrors(fieldErrorsOf<SignUpField>(reply));
  };

  const field = (name: SignUpField) => {
    const message = firstError(errors, name);
    return { hasError: Boolean(message), errorMessage: message };
  };

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <Heading level={1}>Create an account</Heading>
        <Text className="muted">Start your certification in minutes. All fields are required.</Text>
        <form ref={formRef} onSubmit={submit} noValidate className="stack">
          <TextField label="First name" name="firstName" autoComplete="given-name" isRequired autoFocus value={form.firstName} onChange={set('firstName')} {...field('firstName')} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" isRequired value={form.lastName} onChange={set('lastName')} {...field('lastName')} />
          <TextField label="Email" name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} isRequired value={form.email} onChange={set('email')} {...field('email')} />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" descriptiveText="We text your sign-in passcodes to this number." isRequired value={form.phone} onChange={set('phone')} {...field('phone')} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            descriptiveText={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter and a number.`}
            isRequired
            value={form.password}
            onChange={set('password')}
            {...field('password')}
          />
          <FormAlert message={firstError(errors, 'base')} />
          <Button type="submit" variation="primary" isLoading={signUp.isPending} loadingText="Creating your account…">
            Create account
          </Button>
          <Text className="muted">
            By creating an account you agree to our <Link to={paths.termsOfService}>Terms of Service</Link> and{' '}
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
          </Text>
        </form>
        <p className="auth-footer">
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </p>
      </div>
    </section>
  );
}
