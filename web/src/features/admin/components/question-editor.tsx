// The question's text and its enabled switch. The text autosaves 500 ms after the last keystroke
// (use-autosave.ts: saving / saved / failed, retried, never lost); the switch saves at once.
import { useEffect, useId, useState } from 'react';
import type { Question } from '@shared/contracts/admin';
import { Button } from '@web/components/ui';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { useUpdateQuestion } from '../api/update-question';
import { useAutosave, type AutosaveStatus, type SaveOutcome } from '../lib/use-autosave';

const STATUS_TEXT: Record<AutosaveStatus, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  failed: 'Not saved yet: the connection failed. Trying again…',
  refused: 'Not saved',
};

export function QuestionEditor({ question }: { question: Question }) {
  const id = useId();
  const [content, setContent] = useState(question.content);
  const update = useUpdateQuestion(question.id);
  const saveContent = async (value: string): Promise<SaveOutcome> => {
    const reply = await update.mutateAsync({ content: value });
    if (reply.status === 200) return { ok: true };
    if (reply.status === 422)
      return { ok: false, refused: reply.body.errors.content?.[0] ?? 'The question could not be saved.' };
    return {
      ok: false,
      refused: reply.status === 404 ? 'This question no longer exists.' : 'The question could not be saved.',
    };
  };
  const autosave = useAutosave(content, saveContent);
  // The switch shows the new value at once and goes back to the stored one if the save fails.
  const [enabled, setEnabled] = useState(question.enabled);
  const [enabledSaving, setEnabledSaving] = useState(false);
  useEffect(() => setEnabled(question.enabled), [question.enabled]);

  const toggleEnabled = async (next: boolean) => {
    setEnabled(next);
    setEnabledSaving(true);
    const reply = await update.mutateAsync({ enabled: next }).catch(() => null);
    if (reply?.status !== 200) setEnabled(question.enabled);
    setEnabledSaving(false);
  };

  const error = autosave.status === 'refused' ? autosave.refusal : null;
  return (
    <div className="stack">
      <TextAreaField
        id={`${id}-content`}
        label="Question"
        className="question-editor__text"
        value={content}
        hasError={Boolean(error)}
        errorMessage={error ?? undefined}
        aria-describedby={`${id}-status`}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="row">
        <p
          id={`${id}-status`}
          className={`autosave-status autosave-status--${autosave.status}`}
          role="status"
          aria-live="polite"
        >
          {STATUS_TEXT[autosave.status]}
        </p>
        {autosave.status === 'failed' ? (
          <Button size="small" onClick={autosave.retryNow}>
            Retry now
          </Button>
        ) : null}
      </div>
      <label className="admin-checkbox">
        <input
          type="checkbox"
          checked={enabled}
          aria-busy={enabledSaving}
          onChange={(event) => void toggleEnabled(event.target.checked)}
        />
        Enabled (exams may draw this question)
      </label>
    </div>
  );
}
