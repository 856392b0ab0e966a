// The Confirm Card dialog: 'Congratulations!' You passed the exam; 'Your New Provider Card Is
// Ready'; the names and the issue date (within 30 days of passing) with a live card preview
// (expiry two years after the issue date); optional auto-renewal (15% off the next
// certification); 'Confirm Card Information'. Field errors show under their fields.
import { useRef, useState, type FormEvent } from 'react';
import { Button, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { cardExpiry, issueDateError } from '../../../../../shared/rules/certification';
import { ExternalLink } from '../../../components/external-link';
import { FormAlert } from '../../../components/form-alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { useFocusFirstError } from '../../../components/use-focus-first-error';
import { fieldErrorsOf, firstError, type FieldErrors } from '../../../lib/api';
import { paths } from '../../../../../shared/paths';
import { useSession } from '../../../lib/session';
import type { PassedCourse } from '../api/get-user-course';
import { confirmationBody, useUpdateConfirmation, type ConfirmationInput } from '../api/update-confirmation';
import { AUTO_RENEW_DISCOUNT_PERCENT } from '../lib/offers';
import { IssueDatePicker } from './issue-date-picker';
import { ProviderCardPreview } from './provider-card-preview';

type Field = 'firstName' | 'lastName' | 'passedAt' | 'autoRenew' | 'base';

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
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  // A field's message goes away once the learner changes that field (without moving focus:
  // only a submit's errors send focus to the first invalid field).
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const edit = (field: Field) => setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
  const shown = (field: Field) => (edited.has(field) ? undefined : firstError(errors, field));
  const showErrors = (next: FieldErrors<Field>) => {
    setEdited(new Set());
    setErrors(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ConfirmationInput = { passedAt: issuedOn, autoRenew, firstName, lastName };
    // The contract's own rules give the same messages the server would.
    const local: FieldErrors<Field> = {};
    const parsed = confirmationBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'base') as Field;
        local[field] ??= [issue.message];
      }
    }
    const dateError = issueDateError(passedOn, issuedOn);
    if (dateError) local.passedAt ??= [dateError];
    if (Object.keys(local).length > 0) return showErrors(local);

    showErrors({});
    const reply = await confirm.mutateAsync(parsed.success ? parsed.data : body).catch(() => null);
    if (!reply) return;
    if (reply.status === 200) {
      const serverErrors = reply.body.errors ?? {};
      if (Object.keys(serverErrors).length > 0) return showErrors(serverErrors as FieldErrors<Field>);
      onConfirmed(reply.body.redirect);
    } else if (reply.status === 422) {
      showErrors(fieldErrorsOf<Field>(reply));
    } else {
      showErrors({ base: [reply.body.message] });
    }
  };

  const firstNameError = shown('firstName');
  const lastNameError = shown('lastName');
  const otherErrors = [firstError(errors, 'autoRenew'), firstError(errors, 'base')].filter(Boolean).join(' ');
  return (
    <ModalDialog open onClose={onClose} labelledBy="confirm-card-title" describedBy="confirm-card-intro" className="confirm-card-dialog">
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
          <form ref={formRef} className="stack confirm-card__form" noValidate onSubmit={(event) => void submit(event)}>
            <Heading level={3}>Your New Provider Card Is Ready</Heading>
            <Text className="muted">Check your name as it should appear on your card and choose the card&apos;s issue date.</Text>
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              isRequired
              value={firstName}
              onChange={(event) => (setFirstName(event.target.value), edit('firstName'))}
              hasError={Boolean(firstNameError)}
              errorMessage={firstNameError}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              isRequired
              value={lastName}
              onChange={(event) => (setLastName(event.target.value), edit('lastName'))}
              hasError={Boolean(lastNameError)}
              errorMessage={lastNameError}
            />
            <IssueDatePicker passedOn={passedOn} value={issuedOn} onChange={(date) => (setIssuedOn(date), edit('passedAt'))} error={shown('passedAt')} />
            {exam?.canAutoRenew ? (
              <div className="checkbox-field">
                <input id="confirm-auto-renew" type="checkbox" checked={autoRenew} onChange={(event) => setAutoRenew(event.target.checked)} aria-describedby="confirm-auto-renew-terms" />
                <div>
                  <label htmlFor="confirm-auto-renew">
                    Renew my certification automatically and save {AUTO_RENEW_DISCOUNT_PERCENT}% on my next certification (optional)
                  </label>
                  <p id="confirm-auto-renew-terms" className="checkbox-field__hint">
                    <ExternalLink href={paths.autoRenewalTerms}>Automatic renewal terms and conditions</ExternalLink>
                  </p>
                </div>
              </div>
            ) : null}
            <FormAlert message={otherErrors || undefined} />
            <Button type="submit" variation="primary" isLoading={confirm.isPending} loadingText="Confirming…">
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
