// /exams/:userExamUuid and its scored screens. The index reads the exam ('Loading Exam...') and
// goes to the screen matching its status; each screen checks the status too, so an old link
// (e.g. /in_progress after submitting) lands on the right one.
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Heading, Text } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { Confetti, isRecent } from '@web/components/confetti';
import { DateText } from '@web/components/date-text';
import { allOf, QueryState } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { usePageTitle } from '@web/components/page-title';
import { FormAlert } from '@web/components/form-alert';
import { fieldErrorsOf, firstError } from '@web/lib/api';
import { href, paths } from '@shared/paths';
import { requiredCorrect } from '@shared/rules/learning';
import { useUserExam, type UserExam } from '../api/get-user-exam';
import { useUserQuestions, type UserQuestion } from '../api/list-user-questions';
import { useRetakeUserExam } from '../api/retake-user-exam';
import { ExamHeader } from '../components/exam-header';
import { QuestionReview } from '../components/question-review';
import { ScoreSummary } from '../components/score-summary';
import { examPathFor } from '../lib/exam-path';
import { EXAM_NOT_FOUND, LOADING_EXAM, LOAD_EXAM_FAILED } from '../lib/messages';
import '../exams.css';

export { LOADING_EXAM };

export function ExamIndexPage() {
  usePageTitle('Exam');
  const { userExamUuid = '' } = useParams();
  const exam = useUserExam(userExamUuid);
  return (
    <QueryState query={exam} pending={LOADING_EXAM} failed={LOAD_EXAM_FAILED} notFound={EXAM_NOT_FOUND}>
      {(data) => <Navigate to={examPathFor(data)} replace />}
    </QueryState>
  );
}

type ScoredStatus = 'failed' | 'passed' | 'expired';

/** Loads the exam and its questions for a scored screen, sending other statuses elsewhere. */
function ScoredExam({
  status,
  children,
}: {
  status: ScoredStatus;
  children: (exam: UserExam, questions: UserQuestion[]) => ReactNode;
}) {
  const { userExamUuid = '' } = useParams();
  const exam = useUserExam(userExamUuid);
  const questions = useUserQuestions(userExamUuid);
  return (
    <QueryState
      query={allOf(exam, questions)}
      pending={LOADING_EXAM}
      failed={LOAD_EXAM_FAILED}
      notFound={EXAM_NOT_FOUND}
    >
      {([scored, list]) => {
        if (scored.status !== status) return <Navigate to={examPathFor(scored)} replace />;
        // Questions read before scoring carry no correctness; wait for the scored ones.
        if (list.userExam.status === 'in_progress')
          return questions.isFetching ? <LoadingState label={LOADING_EXAM} /> : <Refetch refetch={questions.refetch} />;
        return children(scored, list.data);
      }}
    </QueryState>
  );
}

function Refetch({ refetch }: { refetch: () => unknown }) {
  useEffect(() => void refetch(), [refetch]);
  return <LoadingState label={LOADING_EXAM} />;
}

export function ExamFailedPage() {
  usePageTitle('Exam not passed');
  return <ScoredExam status="failed">{(exam) => <FailedExam exam={exam} />}</ScoredExam>;
}

function FailedExam({ exam }: { exam: UserExam }) {
  const retake = useRetakeUserExam(exam.uuid);
  const [error, setError] = useState<string | undefined>();
  const start = async () => {
    setError(undefined);
    // The reply redirects to the new exam; a 409 means it was already retaken elsewhere.
    const reply = await retake.mutateAsync().catch(() => null);
    if (reply && reply.status !== 200) setError(firstError(fieldErrorsOf(reply), 'base') ?? reply.body.message);
  };
  const missed =
    exam.correctCount === null ? null : requiredCorrect(exam.questionCount, exam.passingScore) - exam.correctCount;
  return (
    <section className="page exam-page">
      <ExamHeader exam={exam} />
      <div className="card exam-result exam-result--failed">
        <Heading level={2}>You did not pass this time</Heading>
        <Text>
          You need {exam.passingScore}% to pass
          {missed !== null && missed > 0
            ? `: ${missed} more correct ${missed === 1 ? 'answer' : 'answers'} would have done it`
            : ''}
          . The retake draws a fresh set of questions, and you can retake the exam as many times as you need.
        </Text>
        <ScoreSummary exam={exam} />
        <Text>
          The correct answers are shown once you pass. Before retaking, go back over the course sections: every question
          comes from them.
        </Text>
        <FormAlert message={error} />
        <div className="row">
          <RetakeButton onClick={() => void start()} pending={retake.isPending} />
          <ButtonLink
            to={href(paths.courseUserCourse, { courseId: exam.courseId, userCourseUuid: exam.userCourseUuid })}
          >
            Review the Course
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function RetakeButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  return (
    <button
      type="button"
      className="amplify-button amplify-button--primary"
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? 'Starting a new exam…' : 'Retake Exam'}
    </button>
  );
}

export function ExamPassedPage() {
  usePageTitle('Exam passed');
  return (
    <ScoredExam status="passed">{(exam, questions) => <PassedExam exam={exam} questions={questions} />}</ScoredExam>
  );
}

function PassedExam({ exam, questions }: { exam: UserExam; questions: UserQuestion[] }) {
  const [celebrate] = useState(() => isRecent(exam.scoredAt ?? exam.passedAt));
  const cardLink = href(paths.coursePassed, { userCourseUuid: exam.userCourseUuid });
  return (
    <section className="page exam-page">
      {celebrate ? <Confetti /> : null}
      <ExamHeader exam={exam} />
      <div className="card exam-result exam-result--passed">
        <Heading level={2}>Congratulations, you passed!</Heading>
        <Text>
          {exam.passedAt ? (
            <>
              Passed on <DateText value={exam.passedAt} />.{' '}
            </>
          ) : null}
          {exam.review
            ? 'This retake was a review: it issues no new card, and the card you hold is unchanged.'
            : 'Your provider card is ready: confirm your details and download it.'}
        </Text>
        <ScoreSummary exam={exam} />
        <div className="row">
          <ButtonLink to={cardLink} variation="primary">
            {exam.review ? 'View Your Card' : 'Get Your Provider Card'}
          </ButtonLink>
        </div>
      </div>
      <QuestionReview questions={questions} />
      <div className="row exam-footer-actions">
        <ButtonLink to={paths.dashboard}>Back to My Learning</ButtonLink>
      </div>
    </section>
  );
}

export function ExamExpiredPage() {
  usePageTitle('Exam expired');
  return (
    <ScoredExam status="expired">
      {(exam, questions) => (
        <section className="page exam-page">
          <ExamHeader exam={exam} />
          <div className="card exam-result exam-result--expired">
            <Heading level={2}>This certification has expired</Heading>
            <Text>
              {exam.passedAt ? (
                <>
                  You passed on <DateText value={exam.passedAt} />.{' '}
                </>
              ) : null}
              Your results are kept for your records. Take the course again to renew your certification.
            </Text>
            <ScoreSummary exam={exam} />
            <div className="row">
              <ButtonLink to={href(paths.coursePassed, { userCourseUuid: exam.userCourseUuid })}>
                View Provider Card
              </ButtonLink>
              <ButtonLink to={paths.dashboard}>Back to My Learning</ButtonLink>
            </div>
          </div>
          <QuestionReview questions={questions} />
        </section>
      )}
    </ScoredExam>
  );
}
