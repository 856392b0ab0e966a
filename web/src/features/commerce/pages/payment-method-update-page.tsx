// /billing/payment-method/update: save a new card through a SetupIntent (the local card fields
// against the stand-in, or Stripe Elements), then back to the list. A failure: 'Failed to save payment method'.
// A card that needs 3-D Secure goes through its bank's page and comes back here to finish.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@shared/paths';
import { usePageTitle } from '@web/components/page-title';
import { invalidateContracts } from '@web/lib/contract-mutation';
import { showToast } from '@web/lib/toast';
import { useStepUp } from '@web/components/step-up';
import { cardListContracts, useCreateSetupIntent } from '../api/billing';
import { BillingHeader } from '../components/billing-tabs';
import { CardSetup } from '../components/card-setup';
import type { EnteredCard, SetupResult } from '../lib/entered-card';
import '../commerce.css';

export const SAVE_FAILED = 'Failed to save payment method';

export function PaymentMethodUpdatePage() {
  usePageTitle('Add a payment method');
  const setupIntent = useCreateSetupIntent();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { withStepUp, dialog } = useStepUp();

  /** The card is saved: the list; refused: the provider's message; needs authentication: the bank's page. */
  const finish = useCallback(
    async (result: SetupResult) => {
      if ('redirectTo' in result) {
        window.location.assign(result.redirectTo);
        return;
      }
      if (!result.ok) {
        showToast({ type: 'error', message: `${SAVE_FAILED}: ${result.message}` });
        navigate(paths.billingPaymentMethodUpdate, { replace: true }); // drop the bank page's query
        return;
      }
      await invalidateContracts(cardListContracts);
      showToast({ type: 'success', message: 'Your card was saved.' });
      navigate(paths.billingPaymentMethod);
    },
    [navigate],
  );
  const returned = useCallback((result: SetupResult) => void finish(result), [finish]);

  /** Opens a SetupIntent, lets the form confirm it, then finishes. */
  const save = async (card: EnteredCard) => {
    setBusy(true);
    try {
      const intent = await withStepUp((currentPassword) => setupIntent.mutateAsync(currentPassword));
      if (!intent) return;
      if (intent.status !== 200) {
        showToast({ type: 'error', message: SAVE_FAILED });
        return;
      }
      await finish(await card.confirmSetup(intent.body.clientSecret));
    } catch {
      showToast({ type: 'error', message: SAVE_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page commerce-page">
      <BillingHeader />
      <div className="card checkout-step page--narrow">
        <CardSetup busy={busy} onSave={save} onReturn={returned} />
      </div>
      {dialog}
    </section>
  );
}
