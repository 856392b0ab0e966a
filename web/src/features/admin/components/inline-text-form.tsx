// One text edited in place (an answer's text, a file's name): Save or Cancel; the server's message
// for `field` shows under it. `save` sends the value; a 200 closes the form.
import { useState } from 'react';
import { useApiForm } from '@web/components/use-api-form';
import { Button, TextField } from '@web/components/ui';

interface InlineTextFormProps {
  label: string;
  /** The spec's field name the server's errors come under. */
  field: string;
  initial: string;
  save: (value: string) => Promise<{ status: number; body: unknown }>;
  onDone: () => void;
}

export function InlineTextForm({ label, field, initial, save, onDone }: InlineTextFormProps) {
  const [value, setValue] = useState(initial);
  const form = useApiForm<string>();
  const submit = form.onSubmit(async () => {
    const reply = await save(value);
    if (reply.status === 200) onDone();
    return reply;
  });
  return (
    <form ref={form.ref} className="answer-edit" noValidate onSubmit={submit}>
      <TextField
        label={label}
        value={value}
        autoFocus
        onChange={(event) => {
          setValue(event.target.value);
          form.clear(field);
        }}
        {...form.field(field)}
      />
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
