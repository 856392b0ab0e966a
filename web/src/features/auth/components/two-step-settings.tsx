// Profile → Security: two-step verification on or off, and when on, new recovery codes or turning
// it off (each with a code from the app or a recovery code; off also asks for the password when
// the sign-in is not recent).
import { useState } from 'react';
import { Button, Heading, Text } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useStepUp } from '@web/components/step-up';
import { useApiForm } from '@web/components/use-api-form';
import type { CurrentUser } from '@web/lib/session';
import { useDisableTotp } from '../api/disable-totp';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { CodeField, factorBody, type FactorKind } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

export function TwoStepSettings({ user }: { user: CurrentUser }) {
  const [settingUp, setSettingUp] = useState(false);
  return (
    <section className="card stack" aria-labelledby="two-step-heading">
      <Heading level={2} id="two-step-heading">
        Two-step verification
      </Heading>
      <Text>
        {user.mfaEnabled
          ? 'On: signing in asks for your password and a code from your authenticator app.'
          : 'Off: signing in asks only for your password (or a passcode). Add a code from an authenticator app so a stolen password is not enough.'}
        {user.mfaRequired ? ' Your role requires it.' : ''}
      </Text>
      {/* Setting up stays on screen after it turns on: the recovery codes come last. */}
      {settingUp ? (
        <TotpSetup onDone={() => setSettingUp(false)} doneLabel="Done" />
      ) : user.mfaEnabled ? (
        <EnabledActions required={user.mfaRequired} />
      ) : (
        <div className="row">
          <Button variation="primary" onClick={() => setSettingUp(true)}>
            Turn on two-step verification
          </Button>
        </div>
      )}
    </section>
  );
}

type Action = 'renew' | 'off';

function EnabledActions({ required }: { required: boolean }) {
  const renew = useRegenerateRecoveryCodes();
  const disable = useDisableTotp();
  const { withStepUp, dialog } = useStepUp();
  const [action, setAction] = useState<Action | null>(null);
  const [kind, setKind] = useState<FactorKind>('code');
  const [value, setValue] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useApiForm<FactorKind | 'currentPassword'>();

  const choose = (next: Action | null) => {
    setAction(next);
    setValue('');
    setKind('code');
    form.clear('code');
    form.clear('recoveryCode');
  };
  const submit = form.onSubmit(async () => {
    const body = factorBody(kind, value);
    if (action === 'renew') {
      const reply = await renew.mutateAsync(body);
      if (reply.status === 201) {
        setCodes(reply.body.recoveryCodes);
        choose(null);
      }
      return reply;
    }
    const reply = await withStepUp((currentPassword) =>
      disable.mutateAsync({ ...body, ...(currentPassword ? { currentPassword } : {}) }),
    );
    if (reply?.status === 200) choose(null);
    return reply;
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} doneLabel="Done" />;
  if (!action) {
    return (
      <div className="row">
        <Button onClick={() => choose('renew')}>Make new recovery codes</Button>
        <Button onClick={() => choose('off')}>Turn off two-step verification</Button>
      </div>
    );
  }
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <Text>
        {action === 'renew'
          ? 'New codes replace all your recovery codes: the old ones stop working.'
          : required
            ? 'Your role requires two-step verification: after turning it off you will set it up again (with a new phone, say) before anything else.'
            : 'Signing in will ask only for your password again.'}
      </Text>
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
      <div className="auth-links">
        <button
          type="button"
          className="text-button"
          onClick={() => {
            setKind(kind === 'code' ? 'recoveryCode' : 'code');
            setValue('');
          }}
        >
          {kind === 'code' ? 'Use a recovery code' : 'Use your authenticator app'}
        </button>
      </div>
      <FormAlert message={form.summary('currentPassword')} />
      <div className="row">
        <Button
          type="submit"
          variation="primary"
          isDisabled={!value.trim() || form.pending}
          isLoading={form.pending}
          loadingText="Checking…"
        >
          {action === 'renew' ? 'Make new recovery codes' : 'Turn off'}
        </Button>
        <Button onClick={() => choose(null)} isDisabled={form.pending}>
          Cancel
        </Button>
      </div>
      {dialog}
    </form>
  );
}
