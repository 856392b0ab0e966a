// /checkout: order summary, the account step for anonymous visitors, then payment: the local card
// fields (against the Stripe stand-in) or Stripe Elements, as bootstrap.json says, or a saved card; a zero total is
// purchased directly ('No payment required.'). An empty cart goes back to /cart with a warning.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { formatCents } from '@shared/rules/pricing';
import { Heading, Text } from '@web/components/ui';
import { LoadingState } from '@web/components/loading-state';
import { TooltipButton } from '@web/components/tooltip-button';
import { usePageTitle } from '@web/components/page-title';
import { fieldErrorsOf } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { showToast } from '@web/lib/toast';
import { useCreatePaymentIntent, usePurchase } from '../api/checkout';
import { CartLine } from '../components/cart-line';
import { CartTotals } from '../components/cart-totals';
import { CheckoutSignUp } from '../components/checkout-sign-up';
import { CouponBox } from '../components/coupon-box';
import { LocalCardForm } from '../components/local-card-form';
import { SavedCardChoice } from '../components/saved-card-choice';
import type { ConfirmCard } from '../lib/card-payment';
import { CHECKOUT_MESSAGES } from '@shared/constants';
import '../commerce.css';

const StripeCardForm = lazy(() => import('../components/stripe-card-form'));

export function CheckoutPage() {
  usePageTitle('Checkout');
  const session = useSession();
  const { cart } = session;
  const navigate = useNavigate();
  const createIntent = useCreatePaymentIntent();
  const purchase = usePurchase();
  const [busy, setBusy] = useState(false);
  const [cardChoice, setCardChoice] = useState('');
  // After a purchase the cart is empty on purpose: no bounce back to /cart.
  const purchasing = useRef(false);
  const empty = cart.products.length === 0;

  useEffect(() => {
    if (empty && !purchasing.current) showToast({ type: 'warning', message: CHECKOUT_MESSAGES.emptyCart });
  }, [empty]);
  if (empty && !purchasing.current) return <Navigate to={paths.cart} replace />;

  const disabledReason = empty
    ? CHECKOUT_MESSAGES.emptyCartReason
    : !session.isSignedIn
      ? CHECKOUT_MESSAGES.signInReason
      : null;

  const complete = async (paymentIntentId: string | null) => {
    purchasing.current = true;
    const reply = await purchase.mutateAsync(paymentIntentId);
    if (reply.status === 201) navigate(paths.thankYou);
    else if (paymentIntentId)
      navigate(`${paths.checkoutConfirmPayment}?payment_intent=${encodeURIComponent(paymentIntentId)}`);
    else {
      purchasing.current = false;
      showToast({
        type: 'error',
        message: Object.values(fieldErrorsOf(reply)).flat()[0] ?? 'Your order could not be completed.',
      });
    }
  };

  const pay = async (confirm: ConfirmCard) => {
    setBusy(true);
    try {
      const intent = await createIntent.mutateAsync();
      if (intent.status !== 200) {
        showToast({
          type: 'error',
          message: Object.values(fieldErrorsOf(intent)).flat()[0] ?? 'Your payment could not be started.',
        });
        return;
      }
      const outcome = await confirm(intent.body.clientSecret);
      if (outcome.status === 'failed') showToast({ type: 'error', message: outcome.message });
      else if (outcome.status === 'redirect') window.location.assign(outcome.url);
      else await complete(outcome.paymentIntentId);
    } finally {
      setBusy(false);
    }
  };

  const payLabel = `Pay ${formatCents(cart.total)}`;
  const { payments } = session;
  const newCardForm =
    payments.provider === 'local' && payments.localApiUrl ? (
      <LocalCardForm
        stripe={{ apiUrl: payments.localApiUrl, publishableKey: payments.publishableKey }}
        payLabel={payLabel}
        disabledReason={disabledReason}
        busy={busy}
        confirmPath={paths.checkoutConfirmPayment}
        onPay={pay}
      />
    ) : (
      <Suspense fallback={<LoadingState label="Loading the payment form…" />}>
        <StripeCardForm
          publishableKey={payments.publishableKey}
          payLabel={payLabel}
          disabledReason={disabledReason}
          busy={busy}
          onPay={pay}
        />
      </Suspense>
    );
  return (
    <section className="page commerce-page">
      <Heading level={1}>Checkout</Heading>
      <div className="commerce-layout commerce-layout--summary-first">
        <div className="commerce-layout__main stack">
          {session.isSignedIn ? null : <CheckoutSignUp />}
          <section className="card checkout-step" aria-labelledby="checkout-payment">
            <Heading level={2} id="checkout-payment">
              Payment details
            </Heading>
            {cart.total === 0 ? (
              <>
                <Text>{CHECKOUT_MESSAGES.noPaymentRequired}</Text>
                <TooltipButton
                  variation="primary"
                  disabledReason={disabledReason}
                  isLoading={purchase.isPending}
                  loadingText="Placing your order…"
                  onClick={() => void complete(null)}
                >
                  Place Order
                </TooltipButton>
              </>
            ) : session.isSignedIn ? (
              <SavedCardChoice
                choice={cardChoice}
                onChoose={setCardChoice}
                payLabel={payLabel}
                disabledReason={disabledReason}
                busy={busy}
                confirmPath={paths.checkoutConfirmPayment}
                onPay={pay}
                newCard={newCardForm}
              />
            ) : (
              newCardForm
            )}
          </section>
        </div>
        <aside className="commerce-layout__side card" aria-label="Order summary">
          <Heading level={2}>Order summary</Heading>
          <ul className="cart-lines cart-lines--compact">
            {cart.products.map((product) => (
              <CartLine key={product.id} product={product} editable={false} />
            ))}
          </ul>
          <CouponBox cart={cart} removable={false} />
          <CartTotals cart={cart} />
          <p className="muted">
            <a href={href(paths.autoRenewalTerms)}>Automatic renewal terms</a>
          </p>
        </aside>
      </div>
    </section>
  );
}
