// Stripe Elements (in AWS): the card field is Stripe's own iframe; stripe.js confirms the intent and
// runs any authentication itself. Loaded lazily, only on the checkout's card step, so no other page
// (nor the checkout before it is needed) carries stripe.js.
import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { TextField } from '@web/components/ui';
import { TooltipButton } from '@web/components/tooltip-button';
import { showToast } from '@web/lib/toast';
import type { ConfirmCard } from '../lib/card-payment';

export interface StripeCardFormProps {
  publishableKey: string;
  payLabel: string;
  disabledReason: string | null;
  busy: boolean;
  onPay: (confirm: ConfirmCard) => Promise<void>;
}

export default function StripeCardForm(props: StripeCardFormProps) {
  // stripe.js cannot load offline; loadStripe's rejection becomes the error toast when paying.
  const stripe = useMemo(() => loadStripe(props.publishableKey).catch(() => null), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} />
    </Elements>
  );
}

function CardFields({ payLabel, disabledReason, busy, onPay }: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabledReason || busy) return;
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      showToast({
        type: 'error',
        message: 'The payment form could not load. Please check your connection and try again.',
      });
      return;
    }
    await onPay(async (clientSecret) => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name } },
      });
      if (result.error) return { status: 'failed', message: result.error.message ?? 'Your card was declined.' };
      return result.paymentIntent.status === 'succeeded'
        ? { status: 'succeeded', paymentIntentId: result.paymentIntent.id }
        : { status: 'failed', message: 'Your payment could not be completed.' };
    });
  };

  return (
    <form className="stack card-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Card details">
      <TextField
        label="Name"
        autoComplete="cc-name"
        isRequired
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="card-form__stripe">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <TooltipButton
        type="submit"
        variation="primary"
        disabledReason={disabledReason}
        isLoading={busy}
        loadingText="Processing payment…"
      >
        {payLabel}
      </TooltipButton>
    </form>
  );
}
