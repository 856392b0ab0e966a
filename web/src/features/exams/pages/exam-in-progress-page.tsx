// /exams/:userExamUuid/in_progress: every question with its answers, each answer saved the moment
// it is chosen (with its save state shown and failed saves retried), a progress indicator, and
// 'Submit Exam' once every answer is answered and saved. Leaving while an answer is not saved
// asks first (in-app links and the browser's own navigation alike).
import { useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Text } from '@web/components/ui';
import { SUBMIT_LOCKED_TOOLTIP } from '@shared/rules/learning';
import { FormAlert } from '@web/components/form-alert';
import { allOf, QueryState } from '@web/components/query-state';
import { useLeaveGuard } from '@web/components/leave-guard';
import { usePageTitle } from '@web/components/page-title';
import { TooltipButton } from '@web/components/tooltip-button';
import { fieldErrorsOf, firstError } from '@web/lib/api';
import { prefetchQueries, type Prefetch } from '@web/lib/prefetch';
import { userExamQueryOptions, useUserExam, type UserExam } from '../api/get-user-exam';
import { userQuestionsQueryOptions, useUserQuestions, type UserQuestion } from '../api/list-user-questions';
import { useScoreUserExam } from '../api/score-user-exam';
import { ExamHeader } from '../components/exam-header';
import { QuestionField, questionAnchor } from '../components/question-field';
import { allSaved, answeredCount, type AnswerStates } from '../lib/answer-saver';
import { examPathFor } from '../lib/exam-path';
import { useAnswerSaver } from '../lib/use-answer-saver';
import { EXAM_NOT_FOUND, LOADING_EXAM, LOAD_EXAM_FAILED } from '../lib/messages';
import '../exams.css';

const LEAVE_EXAM = {
  title: 'Leave the exam?',
  text: 'Some of your answers have not been saved yet. If you leave now, they may be lost.',
};
export const SAVING_REASON = 'Please wait until all of your answers have been saved.';
export const NOT_SAVED_REASON = 'Some answers have not been saved. Retry them before submitting your exam.';

/** The exam and its questions (see lib/prefetch.ts). */
export const prefetch: Prefetch = ({ params, signedIn }) => {
  if (signedIn && params.userExamUuid)
    prefetchQueries(userExamQueryOptions(params.userExamUuid), userQuestionsQueryOptions(params.userExamUuid));
};

export function ExamInProgressPage() {
  const { userExamUuid = '' } = useParams();
  const exam = useUserExam(userExamUuid);
  const questions = useUserQuestions(userExamUuid);
  usePageTitle(exam.data ? `${exam.data.name} Exam` : 'Exam');

  return (
    <QueryState
      query={allOf(exam, questions)}
      pending={LOADING_EXAM}
      failed={LOAD_EXAM_FAILED}
      notFound={EXAM_NOT_FOUND}
    >
      {([data, list]) => <ExamForm key={userExamUuid} exam={data} questions={list.data} refetchExam={exam.refetch} />}
    </QueryState>
  );
}

interface ExamFormProps {
  exam: UserExam;
  questions: UserQuestion[];
  refetchExam: () => unknown;
}

function ExamForm({ exam, questions, refetchExam }: ExamFormProps) {
  const score = useScoreUserExam(exam.uuid);
  const [error, setError] = useState<string | undefined>();
  const onConflict = useCallback(() => void refetchExam(), [refetchExam]);
  const { saver, states } = useAnswerSaver(exam.uuid, questions, onConflict);
  const select = useCallback((questionId: string, answerId: string) => saver.select(questionId, answerId), [saver]);
  const retry = useCallback((questionId: string) => saver.retry(questionId), [saver]);

  const total = questions.length;
  const answered = answeredCount(states);
  const unsaved = Object.values(states).some((s) => s.status === 'saving' || s.status === 'failed');
  const conflicted = Object.values(states).some((s) => s.conflict);
  const submitting = score.isPending || score.isSuccess;
  const inProgress = exam.status === 'in_progress';

  const leaveDialog = useLeaveGuard(unsaved && !conflicted && inProgress && !submitting, LEAVE_EXAM);

  // Submitted here (the reply's redirect takes over) or elsewhere: go to the matching screen.
  if (!inProgress && !submitting) return <Navigate to={examPathFor(exam)} replace />;

  const reason = disabledReason(states, answered, total);
  const firstUnanswered = questions.find((q) => !states[q.id]?.selected);

  const submit = async () => {
    if (reason || submitting) return;
    setError(undefined);
    const reply = await score.mutateAsync().catch(() => null);
    if (!reply || reply.status === 200) return;
    if (reply.status === 422) setError(firstError(fieldErrorsOf(reply), 'base') ?? SUBMIT_LOCKED_TOOLTIP);
    else {
      setError(reply.body.message);
      void refetchExam();
    }
  };

  return (
    <section className="page exam-page">
      <ExamHeader exam={exam} />
      <Text className="exam-intro">
        Choose one answer for each question. Your answers are saved as you go, so you can leave and come back later.{' '}
        {exam.passingScore}% is needed to pass.
      </Text>
      <ExamProgress answered={answered} total={total} />
      {conflicted ? (
        <FormAlert
          variation="warning"
          message="This exam is no longer in progress, so new answers cannot be saved. Taking you to your results…"
        />
      ) : null}

      <form
        className="exam-form"
        noValidate
        aria-label={`${exam.name} exam questions`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {total === 0 ? (
          <p className="muted">This exam has no questions yet. Please contact support.</p>
        ) : (
          <ol className="question-list">
            {questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                total={total}
                state={states[question.id]!}
                onSelect={select}
                onRetry={retry}
              />
            ))}
          </ol>
        )}

        <div className="exam-submit card">
          <ExamProgress answered={answered} total={total} compact />
          <FormAlert message={error} />
          <div className="row exam-submit__actions">
            <TooltipButton
              type="submit"
              variation="primary"
              disabledReason={reason}
              isLoading={submitting}
              loadingText="Submitting…"
            >
              Submit Exam
            </TooltipButton>
            {firstUnanswered ? (
              <button
                type="button"
                className="text-button"
                onClick={() =>
                  document.querySelector<HTMLInputElement>(`#${questionAnchor(firstUnanswered)} input`)?.focus()
                }
              >
                Go to question {firstUnanswered.position}, the first unanswered one
              </button>
            ) : null}
          </div>
        </div>
      </form>

      {leaveDialog}
    </section>
  );
}

function disabledReason(states: AnswerStates, answered: number, total: number): string | null {
  if (total === 0 || answered < total) return SUBMIT_LOCKED_TOOLTIP;
  if (allSaved(states)) return null;
  return Object.values(states).some((s) => s.status === 'failed') ? NOT_SAVED_REASON : SAVING_REASON;
}

function ExamProgress({ answered, total, compact = false }: { answered: number; total: number; compact?: boolean }) {
  const label = `${answered} of ${total} questions answered`;
  return (
    <div className={compact ? 'exam-progress exam-progress--compact' : 'exam-progress'}>
      <p className="exam-progress__label" aria-hidden="true">
        {label}
      </p>
      <progress
        className="exam-progress__bar"
        max={Math.max(total, 1)}
        value={answered}
        aria-label={compact ? 'Questions answered' : 'Exam progress'}
        aria-valuetext={label}
      />
    </div>
  );
}
