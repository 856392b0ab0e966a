// The announced "Loading…" every wait shows (Suspense fallbacks, the bootstrap gate, QueryState's
// pending). Its own module so the app's entry chunk does not carry the rest of query-state.
import { Loader } from '@web/components/ui';
import './query-state.css';

export function LoadingState({ label = 'Loading…', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'loading-state loading-state--page' : 'loading-state'} role="status" aria-live="polite">
      <Loader size="large" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
