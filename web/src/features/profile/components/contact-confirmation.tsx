// The profile's confirmation panel: an unconfirmed email gets its link sent again; an unconfirmed
// phone (only a confirmed one signs in by passcode) gets a texted code to type here. Shown only
// while something is unconfirmed.
import { useState } from 'react';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import type { CurrentUser } from '@web/lib/session';
import { useResendEmailConfirmation } from '../api/email-confirmation';
import { useConfirmPhone, useSendPhoneCode } from '../api/phone-confirmation';

export function ContactConfirmation({ user }: { user: CurrentUser }) {
  const phonePending = Boolean(user.phone) && !user.phoneVerified;
  if (user.emailVerified && !phonePending) return null;
  return (
    <section className="card stack" aria-label="Confirm your contact details">
      <Heading level={2}>Confirm your contact details</Heading>
      {!user.emailVerified ? <EmailConfirmation email={user.email} /> : null}
      {phonePending ? (
        user.emailVerified ? (
          <PhoneConfirmation />
        ) : (
          <Text className="muted">
            Your phone number can sign you in by passcode once your email and then the phone are confirmed.
          </Text>
        )
      ) : null}
    </section>
  );
}

/** Also composed into two-step setup (which needs a confirmed address). */
export function EmailConfirmation({ email }: { email: string }) {
  const resend = useResendEmailConfirmation();
  const form = useApiForm<'email'>();
  const submit = form.onSubmit(() => resend.mutateAsync(undefined));
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <Text>
        {email} is not confirmed yet. Follow the link we emailed you (it works for 24 hours), or have a new one sent.
      </Text>
      <FormAlert message={form.summary('email')} />
      <div className="row">
        <Button
          type="submit"
          isLoading={form.pending}
          loadingText="Sending…"
          isDisabled={form.pending || resend.data?.status === 201}
        >
          {resend.data?.status === 201 ? 'Link sent' : 'Send the link again'}
        </Button>
      </div>
    </form>
  );
}

function PhoneConfirmation() {
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [code, setCode] = useState('');
  const form = useApiForm<'code' | 'phone' | 'email'>();
  const sent = send.data?.status === 201;
  const sendCode = form.onSubmit(() => send.mutateAsync(undefined));
  const submit = form.onSubmit(() => confirm.mutateAsync(code.trim()));
  return (
    <form ref={form.ref} onSubmit={sent ? submit : sendCode} noValidate className="stack">
      <Text>
        Your phone number is not confirmed: it cannot sign you in by passcode until you type the code we text to it.
      </Text>
      {sent ? (
        <TextField
          label="Confirmation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            form.clear('code');
          }}
          {...form.field('code')}
        />
      ) : null}
      <FormAlert message={form.summary('phone', 'email')} />
      <div className="row">
        {sent ? (
          <>
            <Button
              type="submit"
              variation="primary"
              isDisabled={code.length !== 6 || form.pending}
              isLoading={confirm.isPending}
              loadingText="Confirming…"
            >
              Confirm phone
            </Button>
            <Button onClick={() => void sendCode()} isDisabled={form.pending}>
              Text me a new code
            </Button>
          </>
        ) : (
          <Button type="submit" isLoading={send.isPending} loadingText="Sending…" isDisabled={form.pending}>
            Text me a code
          </Button>
        )}
      </div>
    </form>
  );
}
