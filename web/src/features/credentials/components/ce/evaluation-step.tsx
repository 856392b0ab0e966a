// Step 1, the course evaluation: our own short form (no Typeform offline), required questions
// marked; 'Submit Evaluation' stores it and completes the submission.
import { useState } from 'react';
import { Button, Heading, Text } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { TextAreaField } from '@web/components/ui/textarea-field';
import type { PassedCourse } from '@web/features/credentials/api/get-user-course';
import { useSubmitEvaluation, type EvaluationAnswers } from '@web/features/credentials/api/cme-typeform-submitted';

export function EvaluationStep({
  course,
  onDone,
  onBack,
}: {
  course: PassedCourse;
  onDone: () => void;
  onBack?: () => void;
}) {
  const evaluation = course.userExam!.cmeEvaluation!;
  const [answers, setAnswers] = useState<EvaluationAnswers>({});
  const form = useApiForm<string>();
  const submitEvaluation = useSubmitEvaluation();
  const answer = (id: string, value: number | string) => {
    setAnswers((old) => ({ ...old, [id]: value }));
    form.clear(id);
  };

  const submit = form.onSubmit(async () => {
    const reply = await submitEvaluation.mutateAsync({ userExamId: course.userExam!.uuid, answers });
    if (reply.status === 200) onDone();
    return reply;
  });

  return (
    <form ref={form.ref} noValidate onSubmit={submit} className="stack">
      <Heading level={3}>Course Evaluation</Heading>
      <Text className="muted">Your answers help us improve {course.name}. Questions marked * are required.</Text>
      {evaluation.questions.map((question) => {
        const error = form.field(question.id).errorMessage;
        const errorId = `${question.id}-error`;
        if (question.kind === 'text') {
          return (
            <TextAreaField
              key={question.id}
              id={`q-${question.id}`}
              name={question.id}
              label={`${question.prompt}${question.required ? ' *' : ''}`}
              rows={3}
              maxLength={2000}
              value={String(answers[question.id] ?? '')}
              onChange={(e) => answer(question.id, e.target.value)}
              hasError={Boolean(error)}
              errorMessage={error}
            />
          );
        }
        const options = question.kind === 'rating' ? ['1', '2', '3', '4', '5'] : (question.options ?? []);
        return (
          <fieldset key={question.id} className="evaluation-question" aria-describedby={error ? errorId : undefined}>
            <legend>
              {question.prompt}
              {question.required ? ' *' : ''}
              {question.kind === 'rating' ? (
                <span className="muted small"> (1 = strongly disagree, 5 = strongly agree)</span>
              ) : null}
            </legend>
            <div className="evaluation-question__options">
              {options.map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name={question.id}
                    value={option}
                    checked={String(answers[question.id] ?? '') === option}
                    aria-invalid={Boolean(error)}
                    onChange={() => answer(question.id, question.kind === 'rating' ? Number(option) : option)}
                  />{' '}
                  {option}
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} className="amplify-field__error-message">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <FormAlert message={form.summary()} />
      <div className="row">
        {onBack ? <Button onClick={onBack}>Back</Button> : null}
        <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Submitting…">
          Submit Evaluation
        </Button>
      </div>
    </form>
  );
}
