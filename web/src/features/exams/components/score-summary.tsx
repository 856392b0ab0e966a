// The score against the passing score and the number of correct answers required.
import { requiredCorrect } from '@shared/rules/learning';
import type { UserExam } from '../api/get-user-exam';

export function ScoreSummary({ exam }: { exam: UserExam }) {
  const required = requiredCorrect(exam.questionCount, exam.passingScore);
  const passed =
    exam.status === 'passed' ||
    (exam.status === 'expired' && exam.correctCount !== null && exam.correctCount >= required);
  return (
    <dl className="score-summary">
      <div
        className={`score-summary__item score-summary__item--score${passed ? ' is-pass' : exam.status === 'failed' ? ' is-fail' : ''}`}
      >
        <dt>Your score</dt>
        <dd>{exam.score === null ? '—' : `${exam.score}%`}</dd>
      </div>
      <div className="score-summary__item">
        <dt>Passing score</dt>
        <dd>{exam.passingScore}%</dd>
      </div>
      {exam.correctCount !== null ? (
        <div className="score-summary__item">
          <dt>Correct answers</dt>
          <dd>
            {exam.correctCount} of {exam.questionCount}
          </dd>
        </div>
      ) : null}
      <div className="score-summary__item">
        <dt>Required to pass</dt>
        <dd>
          {required} of {exam.questionCount} correct
        </dd>
      </div>
    </dl>
  );
}
