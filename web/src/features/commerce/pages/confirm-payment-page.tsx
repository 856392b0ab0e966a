// /checkout/confirm-payment?payment_intent=...: where the bank's authentication page (or a purchase
// that did not answer 201) lands. Completes the purchase: 201 goes to /thank-you; a failure shows its
// first message with a 'Go To Dashboard' button.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Alert, Heading } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { LoadingState } from '@web/components/loading-state';
import { usePageTitle } from '@web/components/page-title';
import { fieldErrorsOf } from '@web/lib/api';
import { usePurchase } from '../api/checkout';
import { CHECKOUT_MESSAGES } from '@shared/constants';
import '../commerce.css';

const FAILED = 'We could not complete your order.';

export function ConfirmPaymentPage() {
  usePageTitle('Processing your order');
  const [search] = useSearchParams();
  const paymentIntentId = search.get('payment_intent');
  const navigate = useNavigate();
  const purchase = usePurchase();
  const [error, setError] = useState<string | null>(paymentIntentId ? null : 'We could not find your payment.');
  const started = useRef(false);

  useEffect(() => {
    if (!paymentIntentId || started.current) return;
    started.current = true;
    purchase.mutateAsync(paymentIntentId).then(
      (reply) => {
        if (reply.status === 201) navigate(paths.thankYou, { replace: true });
        else
          setError(
            Object.values(fieldErrorsOf(reply)).flat()[0] ?? (reply.body as { message?: string }).message ?? FAILED,
          );
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : FAILED),
    );
  }, [paymentIntentId, purchase, navigate]);

  return (
    <section className="page page--narrow commerce-page">
      <Heading level={1}>{error ? 'Your order was not completed' : 'Processing your order'}</Heading>
      {error ? (
        <div className="stack">
          <Alert variation="error">{error}</Alert>
          <ButtonLink to={paths.dashboard} variation="primary">
            Go To Dashboard
          </ButtonLink>
        </div>
      ) : (
        <LoadingState label={CHECKOUT_MESSAGES.processing} />
      )}
    </section>
  );
}
