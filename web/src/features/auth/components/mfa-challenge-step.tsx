// Login step three, for an account with two-step verification: the code from the authenticator
// app, or 'Use a recovery code'. A challenge lasts 5 minutes; when it is gone, 'Start again'.
import { useState } from 'react';
import { Button } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { useMfaChallenge } from '../api/mfa-challenge';
import { CodeField, factorBody, type FactorKind } from './code-field';

interface MfaChallengeStepProps {
  returnTo: string | null;
  onBack: () => void;
  onSignedIn: (redirect: string | undefined) => void;
}

export function MfaChallengeStep({ returnTo, onBack, onSignedIn }: MfaChallengeStepProps) {
  const verify = useMfaChallenge(returnTo);
  const [kind, setKind] = useState<FactorKind>('code');
  const [value, setValue] = useState('');
  const form = useApiForm<FactorKind>();

  const submit = form.onSubmit(async () => {
    const reply = await verify.mutateAsync(factorBody(kind, value));
    if (reply.status === 200) onSignedIn(reply.body.redirect);
    return reply;
  });

  const switchTo = (next: FactorKind) => {
    setKind(next);
    setValue('');
    form.clear('code');
    form.clear('recoveryCode');
  };

  const expired = Boolean(form.error('base'));
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <CodeField
        kind={kind}
        value={value}
        onChange={(next) => {
          setValue(next);
          form.clear(kind);
        }}
        fieldProps={form.field(kind)}
        autoFocus
      />
      <FormAlert message={form.summary()} />
      {expired ? (
        <Button variation="primary" onClick={onBack}>
          Start again
        </Button>
      ) : (
        <Button
          type="submit"
          variation="primary"
          isDisabled={!value.trim() || form.pending}
          isLoading={verify.isPending}
          loadingText="Verifying…"
        >
          Verify
        </Button>
      )}
      <div className="auth-links">
        <button
          type="button"
          className="text-button"
          onClick={() => switchTo(kind === 'code' ? 'recoveryCode' : 'code')}
          disabled={form.pending}
        >
          {kind === 'code' ? 'Use a recovery code' : 'Use your authenticator app'}
        </button>
        <button type="button" className="text-button" onClick={onBack} disabled={form.pending}>
          Back
        </button>
      </div>
    </form>
  );
}
