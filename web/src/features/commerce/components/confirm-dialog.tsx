// A yes/no confirmation (delete a card, turn off auto-renew): title, text, Cancel and the action.
import { useId } from 'react';
import { Button, Heading } from '@web/components/ui';
import { ModalDialog } from '@web/components/modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={textId} className="confirm-dialog">
      <Heading level={2} id={titleId}>{title}</Heading>
      <p id={textId}>{text}</p>
      <div className="confirm-dialog__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variation="destructive" isLoading={busy} onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </ModalDialog>
  );
}
