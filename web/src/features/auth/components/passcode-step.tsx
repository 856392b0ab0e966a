// Login step two (one-time passcode): 'Verify', 'Resend passcode' (a new code; the server's
// toaster says where it went) and 'Use password instead'.
import { useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@aws-amplify/ui-react';
import { OTP_VALID_MINUTES } from '../../../../../shared/constants';
import { FormAlert } from '../../../components/form-alert';
import { useFocusFirstError } from '../../../components/use-focus-first-error';
import { fieldErrorsOf, firstError, type FieldErrors } from '../../../lib/api';
import { useEvaluateAuth } from '../api/evaluate-auth';
import { useSmsLogin } from '../api/sms-login';
import { SignedInAs } from './signed-in-as';

interface PasscodeStepProps {
  userauth: string;
  returnTo: string | null;
  onBack: () => void;
  onUsePassword: () => void;
  onSignedIn: (redirect: string | undefined) => void;
}

export function PasscodeStep({ userauth, returnTo, onBack, onUsePassword, onSignedIn }: PasscodeStepProps) {
  const verify = useSmsLogin(returnTo);
  const evaluate = useEvaluateAuth();
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'userauth' | 'otp' | 'base'>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const reply = await verify.mutateAsync({ userauth, otp: otp.trim() }).catch(() => null);
    if (!reply) return;
    if (reply.status === 200) onSignedIn(reply.body.redirect);
    else setErrors(fieldErrorsOf(reply));
  };

  const resend = async () => {
    setErrors({});
    const reply = await evaluate.mutateAsync({ userauth, verifyBy: 'otp' }).catch(() => null);
    if (!reply) return;
    if (reply.status === 200) setOtp('');
    else setErrors(fieldErrorsOf(reply));
  };

  const usePassword = async () => {
    setErrors({});
    const reply = await evaluate.mutateAsync({ userauth, verifyBy: 'password' }).catch(() => null);
    if (reply?.status === 200 && reply.body.verifyBy === 'password') onUsePassword();
    else if (reply) setErrors(fieldErrorsOf(reply));
  };

  const otpError = firstError(errors, 'otp');
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="stack">
      <SignedInAs userauth={userauth} onBack={onBack} />
      <TextField
        label="One-time passcode"
        name="otp"
        descriptiveText={`The 6-digit code we sent by text message. It expires after ${OTP_VALID_MINUTES} minutes.`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        isRequired
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
        hasError={Boolean(otpError)}
        errorMessage={otpError}
      />
      <FormAlert message={firstError(errors, 'userauth') ?? firstError(errors, 'base')} />
      <Button type="submit" variation="primary" isDisabled={!otp || verify.isPending} isLoading={verify.isPending} loadingText="Verifying…">
        Verify
      </Button>
      <div className="auth-links">
        <button type="button" className="text-button" onClick={() => void resend()} disabled={evaluate.isPending}>
          Resend passcode
        </button>
        <button type="button" className="text-button" onClick={() => void usePassword()} disabled={evaluate.isPending}>
          Use password instead
        </button>
      </div>
    </form>
  );
}
