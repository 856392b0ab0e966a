// The one confirmation before something that cannot be undone (delete a card, a file, an answer,
// a state license; turn off auto-renew): title, the question, an optional failure, Cancel (focused
// first, so Enter never confirms by accident) and the destructive action. Not re-exported from
// ./index: only screens that ask import it (and the dialog's code and CSS).
import { useId, type ReactNode } from 'react';
import { ModalDialog } from '@web/components/modal-dialog';
import { Button } from './button';
import { Heading } from './heading';

export interface ConfirmDialogProps {
  /** Default true: owners that render it only while asking can leave it out. */
  open?: boolean;
  title: string;
  /** The question, read out with the dialog. */
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** What the action button says while `pending` (default: its label). */
  pendingLabel?: string;
  /** Why the last attempt failed, shown as an alert under the question. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  pending = false,
  pendingLabel,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-question`}
      className="dialog--narrow"
    >
      <div className="dialog__body stack">
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
        <div id={`${id}-question`}>{children}</div>
        {error ? (
          <p role="alert" className="amplify-text amplify-field__error-message">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button variation="destructive" isLoading={pending} loadingText={pendingLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
