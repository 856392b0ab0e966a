// Progress for a wait: a spinner with text that screen readers announce politely.
import { Loader } from '@aws-amplify/ui-react';

export function LoadingState({ label = 'Loading…', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'loading-state loading-state--page' : 'loading-state'} role="status" aria-live="polite">
      <Loader size="large" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
