// The visible toasts, loaded with the first one (components/toaster.tsx). While a modal dialog is
// open they are drawn inside it: a modal dialog sits in the browser's top layer, above any z-index,
// and makes the rest of the page inert, so toasts outside it would be dimmed under its backdrop and
// their Dismiss buttons out of reach.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Toast } from '../lib/toast';
import { ToastItem } from './toast-item';

export function ToastStack({ toasts }: { toasts: readonly Toast[] }) {
  const host = useTopModalDialog();
  const stack = (
    <section className="toaster" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
  return host ? createPortal(stack, host) : stack;
}

/**
 * The open dialog on top (the last in the document: a dialog opened from another is inside it), or
 * null. The app's dialogs are all modal (components/modal-dialog.tsx, modal-drawer.tsx).
 */
function topModalDialog(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  return open[open.length - 1] ?? null;
}

/** Follows dialogs opening and closing (and leaving the page) while toasts are shown. */
function useTopModalDialog(): HTMLDialogElement | null {
  const [host, setHost] = useState(topModalDialog);
  useEffect(() => {
    const update = () => setHost(topModalDialog());
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    update();
    return () => observer.disconnect();
  }, []);
  return host;
}
