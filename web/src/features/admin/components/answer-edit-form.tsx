// Editing one answer's text in place: Save or Cancel; the server's message shows under the field.
import type { Answer } from '@shared/contracts/admin';
import { useUpdateAnswer } from '../api/update-answer';
import { InlineTextForm } from './inline-text-form';

export function AnswerEditForm({
  questionId,
  answer,
  onDone,
}: {
  questionId: string;
  answer: Answer;
  onDone: () => void;
}) {
  const update = useUpdateAnswer(questionId);
  return (
    <InlineTextForm
      label={`Answer ${answer.order}`}
      field="content"
      initial={answer.content}
      save={(content) => update.mutateAsync({ id: answer.id, content })}
      onDone={onDone}
    />
  );
}
