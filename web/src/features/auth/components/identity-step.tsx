// Login step one: email or phone. 'Next' stays disabled while the field is empty.
import { Link } from 'react-router-dom';
import { Button, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { paths } from '@shared/paths';
import { useEvaluateAuth } from '../api/evaluate-auth';

interface IdentityStepProps {
  value: string;
  onChange: (value: string) => void;
  onEvaluated: (verifyBy: 'password' | 'otp', userauth: string) => void;
}

export function IdentityStep({ value, onChange, onEvaluated }: IdentityStepProps) {
  const evaluate = useEvaluateAuth();
  const form = useApiForm<'userauth' | 'verifyBy'>();

  const submit = form.onSubmit(async () => {
    const userauth = value.trim();
    if (!userauth) return;
    const reply = await evaluate.mutateAsync({ userauth });
    if (reply.status === 200) onEvaluated(reply.body.verifyBy, userauth);
    return reply;
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <TextField
        label="Email or phone"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        isRequired
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          form.clear('userauth');
        }}
        {...form.field('userauth')}
      />
      <FormAlert message={form.summary('verifyBy')} />
      <Button
        type="submit"
        variation="primary"
        isDisabled={!value.trim() || form.pending}
        isLoading={form.pending}
        loadingText="Checking…"
      >
        Next
      </Button>
      <div className="auth-links">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </div>
    </form>
  );
}
