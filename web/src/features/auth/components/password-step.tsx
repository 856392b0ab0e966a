// Login step two (password): 'Sign In', with 'Forgot password?' for those who need it.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@web/components/ui';
import { PasswordInput } from '@web/components/password-input';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { paths } from '@shared/paths';
import { useLogin } from '../api/login';
import { SignedInAs } from './signed-in-as';

interface PasswordStepProps {
  userauth: string;
  returnTo: string | null;
  onBack: () => void;
  onSignedIn: (redirect: string | undefined) => void;
  /** The account has two-step verification: no session yet, the code comes next. */
  onSecondFactor: () => void;
}

export function PasswordStep({ userauth, returnTo, onBack, onSignedIn, onSecondFactor }: PasswordStepProps) {
  const login = useLogin(returnTo);
  const [password, setPassword] = useState('');
  const form = useApiForm<'userauth' | 'password'>();

  const submit = form.onSubmit(async () => {
    const reply = await login.mutateAsync({ userauth, password });
    if (reply.status === 200) {
      if ('secondFactor' in reply.body) onSecondFactor();
      else onSignedIn(reply.body.redirect);
    }
    return reply;
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <SignedInAs userauth={userauth} onBack={onBack} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        autoFocus
        isRequired
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          form.clear('password');
        }}
        {...form.field('password')}
      />
      <FormAlert message={form.summary('userauth')} />
      <Button
        type="submit"
        variation="primary"
        isDisabled={!password || form.pending}
        isLoading={form.pending}
        loadingText="Signing in…"
      >
        Sign In
      </Button>
      <div className="auth-links">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </div>
    </form>
  );
}
