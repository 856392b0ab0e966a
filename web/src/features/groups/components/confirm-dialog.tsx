// A confirmation before a destructive write (remove member, un-enrol): the spec's question, Cancel
// and the action; the action shows progress and the dialog stays until the write has answered.
import { useId } from 'react';
import { ModalDialog } from '@web/components/modal-dialog';
import { Button, Heading, Text } from '@web/components/ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-message`} className="group-dialog">
      <div className="group-dialog__body">
        <Heading level={2} id={`${id}-title`}>{title}</Heading>
        <Text id={`${id}-message`}>{message}</Text>
        <div className="row group-dialog__actions">
          <Button onClick={onCancel} data-autofocus>Cancel</Button>
          <Button variation="destructive" onClick={onConfirm} isLoading={busy} loadingText="Working…">{confirmLabel}</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
