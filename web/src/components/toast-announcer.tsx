// The toasts' screen-reader live regions (polite for news, assertive for errors and warnings). They
// exist before a toast arrives, so it is announced. The page has one pair (components/toaster.tsx);
// an open modal dialog has its own (components/modal-dialog.tsx), since it makes the page's inert
// and so silent: `since` keeps it to the toasts shown while it is open.
import { useToasts, type Toast } from '../lib/toast';

const urgent = (toast: Toast) => toast.type === 'error' || toast.type === 'warning';

export function ToastAnnouncer({ since = 0 }: { since?: number }) {
  const toasts = useToasts();
  const latest = (wanted: boolean) =>
    [...toasts].reverse().find((toast) => urgent(toast) === wanted && toast.shownAt >= since);
  const polite = latest(false);
  const assertive = latest(true);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {polite ? <span key={`${polite.id}-${polite.version}`}>{polite.message}</span> : null}
      </div>
      <div className="visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {assertive ? <span key={`${assertive.id}-${assertive.version}`}>{assertive.message}</span> : null}
      </div>
    </>
  );
}
