// The Confirm Card dialog: 'Congratulations!' You passed the exam; 'Your New Provider Card Is
// Ready'; the names and the issue date (within 30 days of passing) with a live card preview
// (expiry two years after the issue date); optional auto-renewal (15% off the next
// certification); 'Confirm Card Information'. Field errors show under their fields.
import { useState } from 'react';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { cardExpiry, issueDateError } from '@shared/rules/certification';
import { ExternalLink } from '@web/components/external-link';
import { FormAlert } from '@web/components/form-alert';
import { ModalDialog } from '@web/components/modal-dialog';
import { checkInput, useApiForm } from '@web/components/use-api-form';
import { paths } from '@shared/paths';
import { useSession } from '@web/lib/session';
import type { PassedCourse } from '../api/get-user-course';
import { loadConfirmationBody, useUpdateConfirmation } from '../api/update-confirmation';
import { AUTO_RENEW_DISCOUNT_PERCENT } from '@shared/constants';
import { IssueDatePicker } from './issue-date-picker';
import { ProviderCardPreview } from './provider-card-preview';

type Field = 'firstName' | 'lastName' | 'passedAt' | 'autoRenew';

interface ConfirmCardDialogProps {
  course: PassedCourse;
  /** The day the exam was passed (YYYY-MM-DD). */
  passedOn: string;
  onClose: () => void;
  onConfirmed: (redirect: string | undefined) => void;
}

export function ConfirmCardDialog({ course, passedOn, onClose, onConfirmed }: ConfirmCardDialogProps) {
  const { currentUser, company } = useSession();
  const exam = course.userExam;
  const confirm = useUpdateConfirmation(course.uuid);
  const [firstName, setFirstName] = useState(currentUser?.firstName ?? '');
  const [lastName, setLastName] = useState(currentUser?.lastName ?? '');
  const [issuedOn, setIssuedOn] = useState(passedOn);
  const [autoRenew, setAutoRenew] = useState(exam?.autoRenew ?? false);
  const form = useApiForm<Field>();

  const submit = form.onSubmit(async () => {
    // The contract's own rules give the same messages the server would.
    const checked = await checkInput(loadConfirmationBody, { passedAt: issuedOn, autoRenew, firstName, lastName });
    const dateError = issueDateError(passedOn, issuedOn);
    if (checked.errors || dateError)
      return { errors: { ...(dateError ? { passedAt: [dateError] } : {}), ...checked.errors } };
    const reply = await confirm.mutateAsync(checked.data);
    if (reply.status !== 200) return reply;
    // A 200 may still carry field errors (the spec's shape): nothing was confirmed then.
    if (Object.keys(reply.body.errors).length > 0) return { errors: reply.body.errors };
    onConfirmed(reply.body.redirect);
  });

  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy="confirm-card-title"
      describedBy="confirm-card-intro"
      className="confirm-card-dialog"
    >
      <div className="confirm-card">
        <div className="confirm-card__header">
          <div>
            <Heading level={2} id="confirm-card-title" tabIndex={-1} data-autofocus>
              Congratulations!
            </Heading>
            <Text id="confirm-card-intro" className="confirm-card__intro">
              You passed the exam{exam ? ` for ${exam.name}` : ''}.
            </Text>
          </div>
          <button type="button" className="icon-button confirm-card__close" onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="confirm-card__body">
          <form ref={form.ref} className="stack confirm-card__form" noValidate onSubmit={submit}>
            <Heading level={3}>Your New Provider Card Is Ready</Heading>
            <Text className="muted">
              Check your name as it should appear on your card and choose the card&apos;s issue date.
            </Text>
            <TextField
              label="First name"
              autoComplete="given-name"
              isRequired
              value={firstName}
              onChange={(event) => {
                setFirstName(event.target.value);
                form.clear('firstName');
              }}
              {...form.field('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              isRequired
              value={lastName}
              onChange={(event) => {
                setLastName(event.target.value);
                form.clear('lastName');
              }}
              {...form.field('lastName')}
            />
            <IssueDatePicker
              passedOn={passedOn}
              value={issuedOn}
              onChange={(date) => {
                setIssuedOn(date);
                form.clear('passedAt');
              }}
              error={form.error('passedAt')}
            />
            {exam?.canAutoRenew ? (
              <div className="checkbox-field">
                <input
                  id="confirm-auto-renew"
                  type="checkbox"
                  checked={autoRenew}
                  onChange={(event) => {
                    setAutoRenew(event.target.checked);
                    form.clear('autoRenew');
                  }}
                  aria-describedby="confirm-auto-renew-terms"
                />
                <div>
                  <label htmlFor="confirm-auto-renew">
                    Renew my certification automatically and save {AUTO_RENEW_DISCOUNT_PERCENT}% on my next
                    certification (optional)
                  </label>
                  <p id="confirm-auto-renew-terms" className="checkbox-field__hint">
                    <ExternalLink href={paths.autoRenewalTerms}>Automatic renewal terms and conditions</ExternalLink>
                  </p>
                </div>
              </div>
            ) : null}
            <FormAlert message={form.summary('autoRenew')} />
            <Button
              type="submit"
              variation="primary"
              isDisabled={form.pending}
              isLoading={form.pending}
              loadingText="Confirming…"
            >
              Confirm Card Information
            </Button>
          </form>
          <ProviderCardPreview
            holderName={`${firstName} ${lastName}`}
            courseName={exam?.name ?? course.name}
            courseType={exam?.courseType ?? course.courseType}
            issuedOn={issuedOn}
            expiresOn={cardExpiry(issuedOn)}
            cardId={exam?.providerCardId ?? course.providerCardId}
            companyName={company.name}
            logo={company.logo}
          />
        </div>
      </div>
    </ModalDialog>
  );
}
