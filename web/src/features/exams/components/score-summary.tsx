// The score against the passing score and the number of correct answers required.
import { requiredCorrect } from '@shared/rules/learning';
import type { UserExam } from '../api/get-user-exam';
import type { UserQuestion } from '../api/list-user-questions';

export function ScoreSummary({ exam, questions }: { exam: UserExam; questions: readonly UserQuestion[] }) {
  const required = requiredCorrect(exam.questionCount, exam.passingScore);
  const scored = questions.some((q) => q.correct !== null);
  const correct = questions.filter((q) => q.correct === true).length;
  const passed = exam.status === 'passed' || (exam.status === 'expired' && exam.score !== null && correct >= required);
  return (
    <dl className="score-summary">
      <div className={`score-summary__item score-summary__item--score${passed ? ' is-pass' : exam.status === 'failed' ? ' is-fail' : ''}`}>
        <dt>Your score</dt>
        <dd>{exam.score === null ? '—' : `${exam.score}%`}</dd>
      </div>
      <div className="score-summary__item">
        <dt>Passing score</dt>
        <dd>{exam.passingScore}%</dd>
      </div>
      {scored ? (
        <div className="score-summary__item">
          <dt>Correct answers</dt>
          <dd>
            {correct} of {exam.questionCount}
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
