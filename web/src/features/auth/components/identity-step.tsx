// Login step one: email or phone. 'Next' stays disabled while the field is empty.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextField } from '@aws-amplify/ui-react';
import { FormAlert } from '../../../components/form-alert';
import { useFocusFirstError } from '../../../components/use-focus-first-error';
import { fieldErrorsOf, firstError, type FieldErrors } from '../../../lib/api';
import { paths } from '../../../../../shared/paths';
import { useEvaluateAuth } from '../api/evaluate-auth';

interface IdentityStepProps {
  value: string;
  onChange: (value: string) => void;
  onEvaluated: (verifyBy: 'password' | 'otp', userauth: string) => void;
}

export function IdentityStep({ value, onChange, onEvaluated }: IdentityStepProps) {
  const evaluate = useEvaluateAuth();
  const [errors, setErrors] = useState<FieldErrors<'userauth' | 'verifyBy' | 'base'>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const userauth = value.trim();
    if (!userauth) return;
    setErrors({});
    const reply = await evaluate.mutateAsync({ userauth }).catch(() => null);
    if (!reply) return;
    if (reply.status === 200) onEvaluated(reply.body.verifyBy, userauth);
    else setErrors(fieldErrorsOf(reply));
  };

  const fieldError = firstError(errors, 'userauth');
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="stack">
      <TextField
        label="Email or phone"
        name="userauth"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        isRequired
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hasError={Boolean(fieldError)}
        errorMessage={fieldError}
      />
      <FormAlert message={firstError(errors, 'base')} />
      <Button type="submit" variation="primary" isDisabled={!value.trim() || evaluate.isPending} isLoading={evaluate.isPending} loadingText="Checking…">
        Next
      </Button>
      <div className="auth-links">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </div>
    </form>
  );
}
