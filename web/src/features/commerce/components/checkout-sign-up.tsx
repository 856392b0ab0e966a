// Account step of the checkout for anonymous visitors: the spec's sign-up fields (first name, last
// name, email, phone, password), or a link to sign in and come back. Signing up keeps the cart.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loginWithReturnTo, paths } from '@shared/paths';
import { Button, Heading, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { PasswordInput } from '@web/components/password-input';
import { checkInput, useApiForm } from '@web/components/use-api-form';
import { loadSignUpBody, useSignUpAtCheckout, type SignUpField, type SignUpInput } from '../api/checkout';

const EMPTY: SignUpInput = { firstName: '', lastName: '', email: '', phone: '', password: '' };

export function CheckoutSignUp() {
  const signUp = useSignUpAtCheckout();
  const form = useApiForm<SignUpField>();
  const [values, setValues] = useState<SignUpInput>(EMPTY);
  const input = (name: SignUpField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      form.clear(name);
    },
    ...form.field(name),
  });
  const submit = form.onSubmit(async () => {
    const checked = await checkInput(loadSignUpBody, values);
    if (checked.errors) return checked;
    return signUp.mutateAsync(values);
  });
  return (
    <section className="card checkout-step" aria-labelledby="checkout-account">
      <Heading level={2} id="checkout-account">
        Create your account
      </Heading>
      <form ref={form.ref} onSubmit={submit} noValidate className="stack">
        <div className="card-form__row">
          <TextField label="First name" autoComplete="given-name" isRequired {...input('firstName')} />
          <TextField label="Last name" autoComplete="family-name" isRequired {...input('lastName')} />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          {...input('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" isRequired {...input('phone')} />
        <PasswordInput label="Password" autoComplete="new-password" isRequired {...input('password')} />
        <FormAlert message={form.summary()} />
        <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Creating your account…">
          Create account
        </Button>
      </form>
      <p>
        Already have an account? <Link to={loginWithReturnTo(paths.checkout)}>Sign in</Link>
      </p>
    </section>
  );
}
