// Login step two (one-time passcode): 'Verify', 'Resend passcode' (a new code; the server's
// toaster says where it went) and 'Use password instead'.
import { useState } from 'react';
import { Button, TextField } from '@web/components/ui';
import { OTP_VALID_MINUTES } from '@shared/constants';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { useEvaluateAuth } from '../api/evaluate-auth';
import { useSmsLogin } from '../api/sms-login';
import { SignedInAs } from './signed-in-as';

interface PasscodeStepProps {
  userauth: string;
  returnTo: string | null;
  onBack: () => void;
  onUsePassword: () => void;
  onSignedIn: (redirect: string | undefined) => void;
  /** The account has two-step verification: no session yet, the code comes next. */
  onSecondFactor: () => void;
}

export function PasscodeStep({
  userauth,
  returnTo,
  onBack,
  onUsePassword,
  onSignedIn,
  onSecondFactor,
}: PasscodeStepProps) {
  const verify = useSmsLogin(returnTo);
  const evaluate = useEvaluateAuth();
  const [otp, setOtp] = useState('');
  // One form: verifying, resending and switching to the password share its messages and run one at a time.
  const form = useApiForm<'userauth' | 'otp' | 'verifyBy'>();

  const submit = form.onSubmit(async () => {
    const reply = await verify.mutateAsync({ userauth, otp: otp.trim() });
    if (reply.status === 200) {
      if ('secondFactor' in reply.body) onSecondFactor();
      else onSignedIn(reply.body.redirect);
    }
    return reply;
  });

  const resend = form.onSubmit(async () => {
    const reply = await evaluate.mutateAsync({ userauth, verifyBy: 'otp' });
    if (reply.status === 200) setOtp('');
    return reply;
  });

  const switchToPassword = form.onSubmit(async () => {
    const reply = await evaluate.mutateAsync({ userauth, verifyBy: 'password' });
    if (reply.status === 200 && reply.body.verifyBy === 'password') onUsePassword();
    return reply;
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <SignedInAs userauth={userauth} onBack={onBack} />
      <TextField
        label="One-time passcode"
        descriptiveText={`The 6-digit code we sent by text message. It expires after ${OTP_VALID_MINUTES} minutes.`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        isRequired
        value={otp}
        onChange={(event) => {
          setOtp(event.target.value.replace(/\D/g, '').slice(0, 6));
          form.clear('otp');
        }}
        {...form.field('otp')}
      />
      <FormAlert message={form.summary('userauth', 'verifyBy')} />
      <Button
        type="submit"
        variation="primary"
        isDisabled={!otp || form.pending}
        isLoading={verify.isPending}
        loadingText="Verifying…"
      >
        Verify
      </Button>
      <div className="auth-links">
        <button type="button" className="text-button" onClick={() => void resend()} disabled={form.pending}>
          Resend passcode
        </button>
        <button type="button" className="text-button" onClick={() => void switchToPassword()} disabled={form.pending}>
          Use password instead
        </button>
      </div>
    </form>
  );
}
