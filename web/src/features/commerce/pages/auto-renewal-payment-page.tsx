// /billing/auto-renewals/:id/payment, the page an auto-renewal's authentication email links to: the
// card's bank asked the learner to confirm the renewal's payment (3-D Secure), which cannot happen
// with nobody present. The learner confirms the same PaymentIntent here with the card (locally the
// bank's page and back here; stripe.js in place in AWS), then the order is written by the checkout's
// own completion (POST /api/purchases.json) or the webhook, whichever is first: once.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { formatCents } from '@shared/rules/pricing';
import { Alert, Button, Heading, Text } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { QueryState } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { usePageTitle } from '@web/components/page-title';
import { fieldErrorsOf } from '@web/lib/api';
import { useAutoRenewalPayment } from '../api/billing';
import { usePurchase } from '../api/checkout';
import { BillingHeader } from '../components/billing-tabs';
import { useConfirmSavedCard } from '../lib/confirm-saved-card';
import '../commerce.css';

const NOT_COMPLETED = 'Your payment was not completed.';
const AUTHENTICATION_FAILED = 'Your bank did not confirm the payment. Please try again, or use another card.';

export function AutoRenewalPaymentPage() {
  usePageTitle('Confirm your renewal payment');
  const { id = '' } = useParams();
  const payment = useAutoRenewalPayment(id);
  const purchase = usePurchase();
  const confirmSaved = useConfirmSavedCard();
  const [search, setSearch] = useSearchParams();
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const returned = useRef(false);
  const here = href(paths.billingAutoRenewalPayment, { id });

  /** The payment went through: the purchase is completed (once, whoever else completes it), then shown. */
  const complete = async (paymentIntentId: string) => {
    const reply = await purchase.mutateAsync(paymentIntentId).catch(() => null);
    if (reply && reply.status !== 201)
      setFailure(
        Object.values(fieldErrorsOf(reply)).flat()[0] ?? (reply.body as { message?: string }).message ?? NOT_COMPLETED,
      );
    await payment.refetch();
  };
  const completeRef = useRef(complete);
  completeRef.current = complete;

  // Back from the bank's page (locally): Stripe's return query says how the authentication went.
  useEffect(() => {
    const paymentIntentId = search.get('payment_intent');
    if (!paymentIntentId || returned.current) return;
    returned.current = true;
    const succeeded = search.get('redirect_status') === 'succeeded';
    setSearch({}, { replace: true });
    if (!succeeded) {
      setFailure(AUTHENTICATION_FAILED);
      return;
    }
    setWorking(true);
    void completeRef.current(paymentIntentId).finally(() => setWorking(false));
  }, [search, setSearch]);

  const confirm = async (clientSecret: string, paymentMethodId: string) => {
    setFailure(null);
    setWorking(true);
    try {
      const outcome = await confirmSaved(clientSecret, paymentMethodId, here);
      if (outcome.status === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      if (outcome.status === 'failed') setFailure(outcome.message);
      else await complete(outcome.paymentIntentId);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="page commerce-page">
      <BillingHeader />
      <div className="card checkout-step page--narrow stack" aria-live="polite">
        <Heading level={2}>Confirm your renewal payment</Heading>
        {working ? (
          <LoadingState label="Confirming your payment…" />
        ) : (
          <QueryState
            query={payment}
            variant="block"
            pending="Loading your renewal…"
            failed="We could not load this renewal."
            notFound={{
              title: 'Nothing to confirm',
              message: 'There is no renewal payment waiting for your confirmation.',
              action: <ButtonLink to={paths.billingAutoRenewals}>Auto-Renewals</ButtonLink>,
            }}
          >
            {({ data }) =>
              data.status === 'renewed' ? (
                <>
                  <Alert variation="success">
                    Your {data.productName} was renewed: {formatCents(data.amount)}. Your recertification course is
                    ready in My Learning.
                  </Alert>
                  <div className="row">
                    {data.orderId ? (
                      <ButtonLink to={href(paths.orderReceipt, { id: data.orderId })}>View receipt</ButtonLink>
                    ) : null}
                    <ButtonLink to={paths.dashboard} variation="primary">
                      Go to My Learning
                    </ButtonLink>
                  </div>
                </>
              ) : data.status === 'processing' ? (
                <Text>Your payment is being processed. Your recertification is added as soon as it completes.</Text>
              ) : (
                <>
                  <Text>
                    Your bank asks you to confirm the payment of <strong>{formatCents(data.amount)}</strong> for{' '}
                    {data.productName} with your {data.card?.brand.toUpperCase()} ending in {data.card?.last4}. Nothing
                    has been charged yet.
                  </Text>
                  {failure ? <Alert variation="error">{failure}</Alert> : null}
                  <div className="row">
                    <Button
                      variation="primary"
                      onClick={() => void confirm(data.clientSecret ?? '', data.card?.paymentMethodId ?? '')}
                    >
                      Confirm payment
                    </Button>
                  </div>
                  <Text>
                    Rather use another card? <Link to={paths.billingPaymentMethodUpdate}>Save a new card</Link> and make
                    it your default: the next daily renewal run charges it.
                  </Text>
                </>
              )
            }
          </QueryState>
        )}
      </div>
    </section>
  );
}
