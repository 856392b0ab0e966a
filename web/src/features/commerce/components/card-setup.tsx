// The card-entry form for saving a card: the spec's card fields against the local stand-in, or
// Stripe Elements in AWS (stripe.js loads only then). Learner billing and, composed in by the app,
// the group portal's billing and checkout use this one form.
import { lazy, Suspense, useMemo } from 'react';
import { LoadingState } from '@web/components/loading-state';
import { useSession } from '@web/lib/session';
import type { EnteredCard, SetupResult } from '../lib/entered-card';
import { LocalSetupForm } from './local-setup-form';

const StripeSetupForm = lazy(() => import('./stripe-setup-form'));

export function CardSetup({
  busy,
  onSave,
  onReturn,
}: {
  busy: boolean;
  onSave: (card: EnteredCard) => Promise<void>;
  /** Back from the bank's 3-D Secure page (locally; stripe.js authenticates without leaving the page). */
  onReturn?: (result: SetupResult) => void;
}) {
  const { payments } = useSession();
  const stripe = useMemo(
    () => ({ apiUrl: payments.localApiUrl ?? '', publishableKey: payments.publishableKey }),
    [payments.localApiUrl, payments.publishableKey],
  );
  return payments.provider === 'local' && payments.localApiUrl ? (
    <LocalSetupForm stripe={stripe} busy={busy} onSave={onSave} onReturn={onReturn} />
  ) : (
    <Suspense fallback={<LoadingState label="Loading the payment form…" />}>
      <StripeSetupForm publishableKey={payments.publishableKey} busy={busy} onSave={onSave} />
    </Suspense>
  );
}
