// The review of a scored exam: every question with the learner's choice and, once the server
// reveals it, whether it was right and which answer is correct. Never colour alone: each mark
// has a word and an icon.
import { Heading } from '@web/components/ui';
import type { UserQuestion } from '../api/list-user-questions';

export function QuestionReview({ questions }: { questions: readonly UserQuestion[] }) {
  if (questions.length === 0) return <p className="muted">This exam has no questions to review.</p>;
  return (
    <section className="exam-review" aria-labelledby="exam-review-heading">
      <Heading level={2} id="exam-review-heading">
        Review your answers
      </Heading>
      <ol className="review-list">
        {questions.map((question) => (
          <ReviewItem key={question.id} question={question} total={questions.length} />
        ))}
      </ol>
    </section>
  );
}

function ReviewItem({ question, total }: { question: UserQuestion; total: number }) {
  const verdict = question.correct === true ? 'correct' : question.correct === false ? 'incorrect' : 'unknown';
  const isCorrectAnswer = (answer: UserQuestion['userAnswers'][number]) =>
    answer.correct === true ||
    (answer.correct === null && question.correctAnswer !== null && answer.content === question.correctAnswer);
  const headingId = `review-${question.position}`;
  return (
    <li className={`review-item review-item--${verdict}`}>
      <div className="review-item__head">
        <h3 id={headingId} className="review-item__question">
          <span className="question__number">
            Question {question.position} of {total}
          </span>
          <span className="question__text">{question.content}</span>
        </h3>
        {verdict === 'unknown' ? null : (
          <p className={`verdict verdict--${verdict}`}>
            <span aria-hidden="true">{verdict === 'correct' ? '✓' : '✗'}</span>{' '}
            {verdict === 'correct' ? 'Correct' : 'Incorrect'}
          </p>
        )}
      </div>
      <ul className="review-answers">
        {question.userAnswers.map((answer) => {
          const chosen = question.selectedUserAnswerId === answer.id;
          const right = isCorrectAnswer(answer);
          const classes = [
            'review-answer',
            chosen ? 'review-answer--chosen' : '',
            right ? 'review-answer--correct' : '',
            chosen && !right && verdict !== 'unknown' ? 'review-answer--wrong' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={answer.id} className={classes}>
              <span className="review-answer__text">{answer.content}</span>
              <span className="review-answer__tags">
                {chosen ? <span className="tag tag--chosen">Your answer</span> : null}
                {right ? <span className="tag tag--correct">Correct answer</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {question.selectedUserAnswerId === null ? (
        <p className="muted review-item__note">You did not answer this question.</p>
      ) : null}
    </li>
  );
}
