// How a question's answer is doing: 'Saving…', 'Saved', or 'Not saved — retry'.
import type { AnswerState } from '../lib/answer-saver';

interface SaveStatusProps {
  id: string;
  state: AnswerState;
  position: number;
  onRetry: () => void;
}

export function SaveStatus({ id, state, position, onRetry }: SaveStatusProps) {
  return (
    <div className={`save-status save-status--${state.status}`}>
      <span id={id} role="status">
        {state.status === 'saving' ? (
          <>
            <span className="save-status__icon save-status__icon--spinner" aria-hidden="true" />
            <span>Saving…</span>
          </>
        ) : state.status === 'saved' ? (
          <>
            <span className="save-status__icon" aria-hidden="true">
              ✓
            </span>
            <span>Saved</span>
          </>
        ) : state.status === 'failed' ? (
          <>
            <span className="save-status__icon" aria-hidden="true">
              !
            </span>
            <span>{state.conflict ? 'Not saved: this exam is no longer in progress' : 'Not saved'}</span>
          </>
        ) : (
          <span className="visually-hidden">Not answered yet</span>
        )}
      </span>
      {state.status === 'failed' && !state.conflict ? (
        <>
          <span aria-hidden="true"> — </span>
          <button
            type="button"
            className="text-button save-status__retry"
            onClick={onRetry}
            aria-label={`Retry saving the answer to question ${position}`}
          >
            retry
          </button>
        </>
      ) : null}
    </div>
  );
}
