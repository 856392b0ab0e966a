// One visible toast: it stays until dismissed or its timer runs out, and the timer pauses on hover
// and focus (WCAG 2.2.1). Loaded with the first toast (components/toaster.tsx).
import { useEffect, useRef, useState } from 'react';
import { dismissToast, type Toast } from '../lib/toast';

const VISIBLE_MS: Record<Toast['type'], number> = { success: 6000, info: 6000, warning: 10_000, error: 10_000 };
const LABEL: Record<Toast['type'], string> = {
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
};

export function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (the same message shown again) restarts the timer
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => dismissToast(toast.id), VISIBLE_MS[toast.type]);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.type, toast.version]);

  const update = () => setPaused(hovered.current || focused.current);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus within only pause the toast's timer (WCAG 2.2.1); its control is the Dismiss button
    <div
      className={`toast toast--${toast.type}`}
      onMouseEnter={() => {
        hovered.current = true;
        update();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={() => {
        focused.current = true;
        update();
      }}
      onBlur={() => {
        focused.current = false;
        update();
      }}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.type === 'success' ? '✓' : toast.type === 'info' ? 'i' : '!'}
      </span>
      <p className="toast__message">
        <span className="visually-hidden">{LABEL[toast.type]}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        className="toast__dismiss"
        onClick={() => dismissToast(toast.id)}
        aria-label="Dismiss notification"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
