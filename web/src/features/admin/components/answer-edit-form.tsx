// Editing one answer's text in place: Save or Cancel; the server's message shows under the field.
import { useState } from 'react';
import type { Answer } from '@shared/contracts/admin';
import { useApiForm } from '@web/components/use-api-form';
import { Button, TextField } from '@web/components/ui';
import { useUpdateAnswer } from '../api/update-answer';

export function AnswerEditForm({ questionId, answer, onDone }: { questionId: string; answer: Answer; onDone: () => void }) {
  const [content, setContent] = useState(answer.content);
  const update = useUpdateAnswer(questionId);
  const form = useApiForm<'content'>();
  const submit = form.onSubmit(async () => {
    const reply = await update.mutateAsync({ id: answer.id, content });
    if (reply.status === 200) onDone();
    return reply;
  });
  return (
    <form ref={form.ref} className="answer-edit" noValidate onSubmit={submit}>
      <TextField label={`Answer ${answer.order}`} value={content} autoFocus onChange={(event) => (setContent(event.target.value), form.clear('content'))} {...form.field('content')} />
      <div className="row">
        <Button type="submit" size="small" variation="primary" isLoading={form.pending} loadingText="Saving…">
          Save
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
