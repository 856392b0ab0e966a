// A modal form with one text field (Create Question Bank, Add a question, Create Answer): the
// server's 422 message shows under the field (errors on fields without an input, e.g. the bank id,
// above the buttons), Escape or Cancel closes it.
import { useState, type ReactNode } from 'react';
import { FormAlert } from '@web/components/form-alert';
import { FormDialog } from '@web/components/ui/form-dialog';
import { useApiForm, type SubmitResult } from '@web/components/use-api-form';
import { Button, TextField } from '@web/components/ui';
import { TextAreaField } from '@web/components/ui/textarea-field';

interface TextDialogProps {
  title: string;
  label: string;
  /** The spec's field name the server's errors come under. */
  field: string;
  submitLabel: string;
  multiline?: boolean;
  intro?: ReactNode;
  onClose: () => void;
  onSubmit: (value: string) => Promise<SubmitResult>;
}

export function TextDialog({
  title,
  label,
  field,
  submitLabel,
  multiline = false,
  intro,
  onClose,
  onSubmit,
}: TextDialogProps) {
  const [value, setValue] = useState('');
  const form = useApiForm<string>();
  const submit = form.onSubmit(() => onSubmit(value));
  const fieldProps = { label, value, 'data-autofocus': true, ...form.field(field) };
  return (
    <FormDialog title={title} onClose={onClose} narrow>
      <form ref={form.ref} className="stack" noValidate onSubmit={submit}>
        {intro}
        {multiline ? (
          <TextAreaField
            {...fieldProps}
            onChange={(event) => {
              setValue(event.target.value);
              form.clear(field);
            }}
          />
        ) : (
          <TextField
            {...fieldProps}
            onChange={(event) => {
              setValue(event.target.value);
              form.clear(field);
            }}
          />
        )}
        <FormAlert
          message={form.summary(...Object.keys(form.errors).filter((name) => name !== field && name !== 'base'))}
        />
        <div className="row">
          <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Saving…">
            {submitLabel}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </FormDialog>
  );
}
