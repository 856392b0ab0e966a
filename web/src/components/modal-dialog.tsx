// A modal dialog on the native <dialog>: showModal() makes the rest of the page inert, Tab and
// Shift+Tab cycle inside, Escape asks to close (onClose), focus starts on the element marked
// `data-autofocus` (else the first focusable one) and returns to the opener when it closes.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ToastAnnouncer } from './toast-announcer';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  /** Escape (or a close button inside) asks to close; the owner decides by changing `open`. */
  onClose: () => void;
  /** Id of the element naming the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ModalDialog({ open, onClose, labelledBy, describedBy, className, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const first =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    }
    return () => {
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    // The browser's own Escape handling closes the dialog without asking; keep it open and ask.
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', handleCancel);
    return () => dialog.removeEventListener('cancel', handleCancel);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
      (el) => !el.closest('[hidden]'),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`modal-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onKeyDown={onKeyDown}
    >
      {open ? (
        <>
          {children}
          <DialogToastAnnouncer />
        </>
      ) : null}
    </dialog>
  );
}

/** The page's live regions are inert while the dialog is open: it announces the toasts shown meanwhile. */
function DialogToastAnnouncer() {
  const [openedAt] = useState(() => Date.now());
  return <ToastAnnouncer since={openedAt} />;
}
