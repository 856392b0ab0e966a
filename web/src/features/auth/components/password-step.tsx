// Login step two (password): 'Sign In', with 'Forgot password?' for those who need it.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@aws-amplify/ui-react';
import { PasswordInput } from '../../../components/password-input';
import { FormAlert } from '../../../components/form-alert';
import { useFocusFirstError } from '../../../components/use-focus-first-error';
import { fieldErrorsOf, firstError, type FieldErrors } from '../../../lib/api';
import { paths } from '../../../../../shared/paths';
import { useLogin } from '../api/login';
import { SignedInAs } from './signed-in-as';

interface PasswordStepProps {
  userauth: string;
  returnTo: string | null;
  onBack: () => void;
  onSignedIn: (redirect: string | undefined) => void;
}

export function PasswordStep({ userauth, returnTo, onBack, onSignedIn }: PasswordStepProps) {
  const login = useLogin(returnTo);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'userauth' | 'password' | 'base'>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const reply = await login.mutateAsync({ userauth, password }).catch(() => null);
    if (!reply) return;
    if (reply.status === 200) onSignedIn(reply.body.redirect);
    else setErrors(fieldErrorsOf(reply));
  };

  const passwordError = firstError(errors, 'password');
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="stack">
      <SignedInAs userauth={userauth} onBack={onBack} />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        autoFocus
        isRequired
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hasError={Boolean(passwordError)}
        errorMessage={passwordError}
      />
      <FormAlert message={firstError(errors, 'userauth') ?? firstError(errors, 'base')} />
      <Button type="submit" variation="primary" isDisabled={!password || login.isPending} isLoading={login.isPending} loadingText="Signing in…">
        Sign In
      </Button>
      <div className="auth-links">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </div>
    </form>
  );
}
