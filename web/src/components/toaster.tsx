// Visible toasts plus two screen-reader live regions (polite for news, assertive for errors).
// The live regions exist from the first render, so announcements are reliable; the visible
// toasts stay until dismissed or their timer runs out, and the timer pauses on hover and focus.
// The visible toasts' code loads with the first toast (the first screen rarely has one).
import { lazy, Suspense } from 'react';
import { useToasts } from '../lib/toast';

const ToastStack = lazy(() => import('./toast-stack').then((module) => ({ default: module.ToastStack })));

export function Toaster() {
  const toasts = useToasts();
  const latest = (urgent: boolean) =>
    [...toasts].reverse().find((t) => (t.type === 'error' || t.type === 'warning') === urgent);
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
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} />
        </Suspense>
      ) : null}
    </>
  );
}
