// A confirmation ('Are you sure?') before something that cannot be undone.
import { useId, type ReactNode } from 'react';
import { ModalDialog } from '@web/components/modal-dialog';
import { Button, Heading } from '@web/components/ui';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog open onClose={onCancel} labelledBy={`${id}-title`} describedBy={children ? `${id}-body` : undefined} className="admin-dialog">
      <div className="stack admin-dialog__body">
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
        {children ? <div id={`${id}-body`}>{children}</div> : null}
        <div className="row">
          <Button variation="destructive" onClick={onConfirm} isLoading={pending} loadingText="Deleting…">
            {confirmLabel}
          </Button>
          <Button onClick={onCancel} data-autofocus>
            Cancel
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
