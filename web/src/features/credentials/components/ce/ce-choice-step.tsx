// The accreditation and CE choice screen, first in step 1 (Review & Submit): the course's
// accreditations grouped by name, one checkbox per certificate (all ticked until the learner has
// chosen); 'Save & Continue' keeps the choice and goes on to the evaluation. The choice can change
// until the evaluation is submitted. A certificate the course offered after the learner chose is
// marked New and left unticked: theirs to take or leave.
import { useState, type Ref } from 'react';
import { CE_CHOICE_MESSAGES, formatCredits } from '@shared/rules/continuing-education';
import { Button, Heading, Text } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { useChooseCe, type CeChoice } from '@web/features/credentials/api/ce-choice';

type Certificate = CeChoice['data'][number]['accreditations'][number];

export const creditsText = (certificate: Certificate): string =>
  `${formatCredits(certificate.credits)} ${certificate.creditsLabel}${
    certificate.subCredits !== null ? ` · ${formatCredits(certificate.subCredits)} ${certificate.subCreditsLabel}` : ''
  }`;

export function CeChoiceStep({
  userCourseUuid,
  choice,
  onDone,
  onBack,
  headingRef,
}: {
  userCourseUuid: string;
  choice: CeChoice;
  onDone: () => void;
  onBack?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const all = choice.data.flatMap((group) => group.accreditations);
  const added = all.some((a) => a.newSinceChoice);
  const [picked, setPicked] = useState(() => new Set(all.filter((a) => a.chosen).map((a) => a.id)));
  const form = useApiForm<'accreditationIds'>();
  const choose = useChooseCe(userCourseUuid);
  const error = form.field('accreditationIds');
  const errorId = `ce-choice-error-${userCourseUuid}`;

  const toggle = (id: string, on: boolean) => {
    setPicked((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    form.clear('accreditationIds');
  };

  const submit = form.onSubmit(async () => {
    const ids = all.filter((a) => picked.has(a.id)).map((a) => a.id);
    if (ids.length === 0) return { errors: { accreditationIds: [CE_CHOICE_MESSAGES.required] } };
    const reply = await choose.mutateAsync(ids);
    if (reply.status === 200) onDone();
    return reply;
  });

  return (
    <form ref={form.ref} noValidate onSubmit={submit} className="stack ce-choice">
      <Heading level={3} ref={headingRef} tabIndex={-1}>
        Choose Your CE Certificates
      </Heading>
      <Text className="muted">
        Your course is accredited by the boards below, grouped by the kind of credit. Tick each certificate you want;
        you can change this until you submit the evaluation.
      </Text>
      {added ? <p className="ce-choice__new-hint">{CE_CHOICE_MESSAGES.newOfferedHint}</p> : null}
      {choice.data.map((group, index) => (
        <fieldset key={group.name} className="ce-choice__group" aria-describedby={error.hasError ? errorId : undefined}>
          <legend>{group.name}</legend>
          <ul className="ce-choice__list">
            {group.accreditations.map((certificate, position) => {
              const id = `ce-${certificate.id}`;
              return (
                <li key={certificate.id} className="ce-choice__item">
                  <input
                    id={id}
                    type="checkbox"
                    checked={picked.has(certificate.id)}
                    onChange={(event) => toggle(certificate.id, event.target.checked)}
                    aria-describedby={`${id}-credits`}
                    aria-invalid={error.hasError && index === 0 && position === 0 ? true : undefined}
                  />
                  <label htmlFor={id}>
                    <span className="ce-choice__accreditor">
                      {certificate.accreditation}
                      {certificate.newSinceChoice ? (
                        <>
                          {' '}
                          <span className="chip ce-choice__new">New</span>
                        </>
                      ) : null}
                    </span>
                    <span id={`${id}-credits`} className="muted small">
                      {creditsText(certificate)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {error.hasError ? (
        <p id={errorId} className="amplify-field__error-message" role="alert">
          {error.errorMessage}
        </p>
      ) : null}
      <FormAlert message={form.summary()} />
      <div className="row">
        {onBack ? <Button onClick={onBack}>Back</Button> : null}
        <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Saving…">
          Save &amp; Continue
        </Button>
      </div>
    </form>
  );
}
