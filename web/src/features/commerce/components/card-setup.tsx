// The card-entry form for saving a card: the spec's card fields against the local stand-in, or
// Stripe Elements in AWS (stripe.js loads only then). Learner billing and, composed in by the app,
// the group portal's billing and checkout use this one form.
import { lazy, Suspense } from 'react';
import { LoadingState } from '@web/components/query-state';
import { useSession } from '@web/lib/session';
import type { EnteredCard } from '../lib/entered-card';
import { LocalSetupForm } from './local-setup-form';

const StripeSetupForm = lazy(() => import('./stripe-setup-form'));

export function CardSetup({ busy, onSave }: { busy: boolean; onSave: (card: EnteredCard) => Promise<void> }) {
  const { payments } = useSession();
  return payments.provider === 'local' && payments.localApiUrl ? (
    <LocalSetupForm
      stripe={{ apiUrl: payments.localApiUrl, publishableKey: payments.publishableKey }}
      busy={busy}
      onSave={onSave}
    />
  ) : (
    <Suspense fallback={<LoadingState label="Loading the payment form…" />}>
      <StripeSetupForm publishableKey={payments.publishableKey} busy={busy} onSave={onSave} />
    </Suspense>
  );
}
