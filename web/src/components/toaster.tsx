// The toasts: their screen-reader live regions (components/toast-announcer.tsx), present from the
// first render, and the visible toasts, which stay until dismissed or their timer runs out (the
// timer pauses on hover and focus). The visible toasts' code loads with the first toast (the first
// screen rarely has one).
import { lazy, Suspense } from 'react';
import { useToasts } from '../lib/toast';
import { ToastAnnouncer } from './toast-announcer';

const ToastStack = lazy(() => import('./toast-stack').then((module) => ({ default: module.ToastStack })));

export function Toaster() {
  const toasts = useToasts();
  return (
    <>
      <ToastAnnouncer />
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} />
        </Suspense>
      ) : null}
    </>
  );
}
