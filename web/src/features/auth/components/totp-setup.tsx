// Setting up an authenticator app: a new secret as a QR code and as a key to type, then a code
// from the app confirms it (asking for the password when the sign-in is not recent), then the
// recovery codes, once.
import { useState } from 'react';
import { Button, Heading, Text } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useStepUp } from '@web/components/step-up';
import { useApiForm } from '@web/components/use-api-form';
import { useConfirmTotp } from '../api/confirm-totp';
import { useStartTotp } from '../api/start-totp';
import { CodeField } from './code-field';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

type Secret = { secret: string; uri: string; issuer: string; account: string };

/** The key in groups of four, as apps print it (spaces are ignored when typed). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

export function TotpSetup({ onDone, doneLabel }: { onDone: () => void; doneLabel?: string }) {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const { withStepUp, dialog } = useStepUp();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const form = useApiForm<'code' | 'currentPassword'>();

  const begin = form.onSubmit(async () => {
    const reply = await start.mutateAsync(undefined);
    if (reply.status === 201) setSecret(reply.body);
    return reply.status === 409 ? { errors: { base: [reply.body.message] } } : reply;
  });

  const submit = form.onSubmit(async () => {
    const reply = await withStepUp((currentPassword) =>
      confirm.mutateAsync({ code: code.trim(), ...(currentPassword ? { currentPassword } : {}) }),
    );
    if (reply?.status === 200) setRecoveryCodes(reply.body.recoveryCodes);
    return reply;
  });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} doneLabel={doneLabel} />;
  if (!secret) {
    return (
      <form ref={form.ref} onSubmit={begin} noValidate className="stack">
        <Text>
          You need an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator, 1Password
          or Authy.
        </Text>
        <FormAlert message={form.summary()} />
        <div className="row">
          <Button
            type="submit"
            variation="primary"
            isLoading={start.isPending}
            loadingText="Starting…"
            isDisabled={form.pending}
          >
            Set up authenticator app
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack totp-setup">
      <Heading level={2}>1. Add your account to the app</Heading>
      <Text>In your authenticator app, add an account and scan this QR code.</Text>
      <QrCode
        text={secret.uri}
        label={`QR code to add ${secret.account} at ${secret.issuer} to an authenticator app`}
      />
      <Text>Cannot scan it? Choose to enter a setup key, and type this key (time-based):</Text>
      <p className="totp-setup__key">
        <span className="visually-hidden">Setup key: </span>
        <code>{grouped(secret.secret)}</code>
      </p>
      <Heading level={2}>2. Enter the code the app shows</Heading>
      <CodeField
        kind="code"
        value={code}
        onChange={(next) => {
          setCode(next);
          form.clear('code');
        }}
        fieldProps={form.field('code')}
      />
      <FormAlert message={form.summary('currentPassword')} />
      <div className="row">
        <Button
          type="submit"
          variation="primary"
          isDisabled={code.length !== 6 || form.pending}
          isLoading={confirm.isPending}
          loadingText="Checking…"
        >
          Turn on two-step verification
        </Button>
      </div>
      {dialog}
    </form>
  );
}
