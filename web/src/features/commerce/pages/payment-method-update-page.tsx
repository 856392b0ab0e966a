// /billing/payment-method/update: save a new card through a SetupIntent (the local card fields
// against the stand-in, or Stripe Elements), then back to the list. A failure: 'Failed to save payment method'.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@shared/paths';
import { usePageTitle } from '@web/components/page-title';
import { invalidateContracts } from '@web/lib/contract-mutation';
import { showToast } from '@web/lib/toast';
import { useStepUp } from '@web/components/step-up';
import { cardListContracts, useCreateSetupIntent } from '../api/billing';
import { BillingHeader } from '../components/billing-tabs';
import { CardSetup } from '../components/card-setup';
import type { EnteredCard } from '../lib/entered-card';
import '../commerce.css';

export const SAVE_FAILED = 'Failed to save payment method';

export function PaymentMethodUpdatePage() {
  usePageTitle('Add a payment method');
  const setupIntent = useCreateSetupIntent();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { withStepUp, dialog } = useStepUp();

  /** Opens a SetupIntent, lets the form confirm it, then shows the list (or the failure). */
  const save = async (card: EnteredCard) => {
    setBusy(true);
    try {
      const intent = await withStepUp((currentPassword) => setupIntent.mutateAsync(currentPassword));
      if (!intent) return;
      if (intent.status !== 200) {
        showToast({ type: 'error', message: SAVE_FAILED });
        return;
      }
      const result = await card.confirmSetup(intent.body.clientSecret);
      if (!result.ok) {
        showToast({ type: 'error', message: `${SAVE_FAILED}: ${result.message}` });
        return;
      }
      await invalidateContracts(cardListContracts);
      showToast({ type: 'success', message: 'Your card was saved.' });
      navigate(paths.billingPaymentMethod);
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
        <CardSetup busy={busy} onSave={save} />
      </div>
      {dialog}
    </section>
  );
}
