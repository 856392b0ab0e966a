// The one shell of a form in a modal (Notify Your Employer, Mail My Provider Card, Create Question
// Bank, Add Answer...): the title naming the dialog, then the caller's form or states. Escape or the
// form's own Cancel calls onClose. Not re-exported from ./index (see confirm-dialog.tsx).
import { useId, type ReactNode } from 'react';
import { ModalDialog } from '@web/components/modal-dialog';
import { Heading } from './heading';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** A small dialog (one field) instead of the wide default. */
  narrow?: boolean;
  children: ReactNode;
}

export function FormDialog({ title, onClose, narrow = false, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId} className={narrow ? 'dialog--narrow' : undefined}>
      <div className="dialog__body stack">
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        {children}
      </div>
    </ModalDialog>
  );
}
