// A modal form with one text field (Create Question Bank, Add a question, Create Answer): the
// server's 422 message shows under the field (errors on fields without an input, e.g. the bank id,
// above the buttons), Escape or Cancel closes it.
import { useId, useState, type ReactNode } from 'react';
import { FormAlert } from '@web/components/form-alert';
import { ModalDialog } from '@web/components/modal-dialog';
import { useApiForm, type SubmitResult } from '@web/components/use-api-form';
import { Button, Heading } from '@web/components/ui';

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

export function TextDialog({ title, label, field, submitLabel, multiline = false, intro, onClose, onSubmit }: TextDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const form = useApiForm<string>();
  const error = form.error(field);
  const submit = form.onSubmit(() => onSubmit(value));
  const inputProps = {
    id: `${id}-input`,
    name: field,
    value,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-autofocus': true,
    className: `amplify-input amplify-field-group__control${error ? ' amplify-input--error' : ''}`,
  };
  return (
    <ModalDialog open onClose={onClose} labelledBy={`${id}-title`} className="admin-dialog">
      <form ref={form.ref} className="stack admin-dialog__body" noValidate onSubmit={submit}>
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
        {intro}
        <div className="amplify-flex amplify-field amplify-textfield">
          <label className="amplify-label" htmlFor={`${id}-input`}>
            {label}
          </label>
          {multiline ? (
            <textarea {...inputProps} rows={4} onChange={(event) => (setValue(event.target.value), form.clear(field))} />
          ) : (
            <input {...inputProps} type="text" onChange={(event) => (setValue(event.target.value), form.clear(field))} />
          )}
          {error ? (
            <p className="amplify-text amplify-field__error-message" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <FormAlert message={form.summary(...Object.keys(form.errors).filter((name) => name !== field && name !== 'base'))} />
        <div className="row">
          <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Saving…">
            {submitLabel}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
