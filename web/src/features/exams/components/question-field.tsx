// One question of an exam in progress: a native radio group (arrow keys move between answers,
// Space selects), named by the question text, described by its number and its save state.
import { memo } from 'react';
import type { UserQuestion } from '../api/list-user-questions';
import type { AnswerState } from '../lib/answer-saver';
import { SaveStatus } from './save-status';

interface QuestionFieldProps {
  question: UserQuestion;
  total: number;
  state: AnswerState;
  onSelect: (questionId: string, answerId: string) => void;
  onRetry: (questionId: string) => void;
}

export const questionAnchor = (question: Pick<UserQuestion, 'position'>) => `question-${question.position}`;

export const QuestionField = memo(function QuestionField({
  question,
  total,
  state,
  onSelect,
  onRetry,
}: QuestionFieldProps) {
  const base = questionAnchor(question);
  const textId = `${base}-text`;
  const numberId = `${base}-number`;
  const statusId = `${base}-status`;
  return (
    <li className={`question question--${state.status}`}>
      <fieldset
        id={base}
        className="question__fieldset"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a fieldset of native radios, named by its legend, exposed as the radiogroup it is (screen readers and tests find each question by it)
        role="radiogroup"
        aria-labelledby={textId}
        aria-describedby={`${numberId} ${statusId}`}
        tabIndex={-1}
      >
        <legend className="question__legend">
          <span id={numberId} className="question__number">
            Question {question.position} of {total}
          </span>
          <span id={textId} className="question__text">
            {question.content}
          </span>
        </legend>
        <div className="question__answers">
          {question.userAnswers.map((answer) => (
            <label key={answer.id} className={`answer${state.selected === answer.id ? ' answer--selected' : ''}`}>
              <input
                type="radio"
                name={`question-${question.id}`}
                value={answer.id}
                checked={state.selected === answer.id}
                onChange={() => onSelect(question.id, answer.id)}
              />
              <span className="answer__text">{answer.content}</span>
            </label>
          ))}
        </div>
        <SaveStatus id={statusId} state={state} position={question.position} onRetry={() => onRetry(question.id)} />
      </fieldset>
    </li>
  );
});
