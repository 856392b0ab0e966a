// Step 1, Review & Submit: the accreditation and CE choice screen first (until the learner has
// chosen, and again when the course offers a certificate it did not when they chose), then the course evaluation with the chosen certificates above it and a way back to
// change them. Moving between the two screens moves focus to the new screen's heading.
import { useCallback, useRef, useState } from 'react';
import { Button, Heading } from '@web/components/ui';
import { BlockError } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { useCeChoice, type CeChoice } from '@web/features/credentials/api/ce-choice';
import type { PassedCourse } from '@web/features/credentials/api/get-user-course';
import { CeChoiceStep, creditsText } from './ce-choice-step';
import { EvaluationStep } from './evaluation-step';

export function ReviewAndSubmitStep({
  course,
  onDone,
  onBack,
}: {
  course: PassedCourse;
  onDone: () => void;
  /** Back to step 0 (only when the evaluation needs the information verified). */
  onBack?: () => void;
}) {
  const choice = useCeChoice(course.uuid);
  if (choice.isPending) return <LoadingState label="Loading your certificates…" />;
  if (choice.isError)
    return <BlockError message="We could not load your certificates." onRetry={() => void choice.refetch()} />;
  return <Screens course={course} choice={choice.data} onDone={onDone} onBack={onBack} />;
}

function Screens({
  course,
  choice,
  onDone,
  onBack,
}: {
  course: PassedCourse;
  choice: CeChoice;
  onDone: () => void;
  onBack?: () => void;
}) {
  // Until the learner has chosen, or while a certificate offered since the choice waits for an
  // answer, the choice comes first (decided once: saving updates `choice`).
  const [choosing, setChoosing] = useState(
    () => !choice.chosen || choice.data.some((group) => group.accreditations.some((a) => a.newSinceChoice)),
  );
  const switched = useRef(false);
  // Each screen's heading mounts with it: after a switch it takes focus.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && switched.current) heading.focus();
  }, []);
  const show = (next: boolean) => {
    switched.current = true;
    setChoosing(next);
  };

  if (choosing)
    return (
      <CeChoiceStep
        userCourseUuid={course.uuid}
        choice={choice}
        onDone={() => show(false)}
        onBack={onBack}
        headingRef={headingRef}
      />
    );

  const chosen = choice.data.flatMap((group) =>
    group.accreditations.filter((a) => a.chosen).map((a) => ({ ...a, group: group.name })),
  );
  return (
    <div className="stack">
      <section className="ce-chosen" aria-labelledby="ce-chosen-title">
        <Heading level={3} id="ce-chosen-title" ref={headingRef} tabIndex={-1}>
          Your CE Certificates
        </Heading>
        <ul className="ce-chosen__list">
          {chosen.map((certificate) => (
            <li key={certificate.id}>
              <strong>{certificate.group}</strong> · {certificate.accreditation}{' '}
              <span className="muted small">({creditsText(certificate)})</span>
            </li>
          ))}
        </ul>
        <div>
          <Button size="small" onClick={() => show(true)}>
            Change Certificates
          </Button>
        </div>
      </section>
      <EvaluationStep course={course} onDone={onDone} onBack={onBack} />
    </div>
  );
}
