// Saving a card in AWS: Stripe Elements' card field confirms the SetupIntent (lazy: stripe.js loads only here).
import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button, Heading, TextField } from '@web/components/ui';
import type { EnteredCard } from '../lib/entered-card';

interface Props {
  publishableKey: string;
  busy: boolean;
  onSave: (card: EnteredCard) => Promise<void>;
}

const NOT_LOADED = 'The payment form could not load.';

export default function StripeSetupForm(props: Props) {
  const stripe = useMemo(() => loadStripe(props.publishableKey).catch(() => null), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <Fields {...props} />
    </Elements>
  );
}

function Fields({ busy, onSave }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    void onSave({
      confirmSetup: async (clientSecret) => {
        if (!stripe || !card) return { ok: false, message: NOT_LOADED };
        const result = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card, billing_details: { name } },
        });
        if (result.error) return { ok: false, message: result.error.message ?? 'Your card could not be saved.' };
        const saved = result.setupIntent.payment_method;
        return { ok: true, paymentMethodId: typeof saved === 'string' ? saved : (saved?.id ?? '') };
      },
      paymentMethod: async () => {
        if (!stripe || !card) return { error: NOT_LOADED };
        const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name } });
        return result.error
          ? { error: result.error.message ?? 'Your card could not be used.' }
          : { id: result.paymentMethod.id };
      },
    });
  };
  return (
    <form className="stack card-form" onSubmit={submit} noValidate aria-labelledby="add-card-title">
      <Heading level={2} id="add-card-title">
        Add a payment method
      </Heading>
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
      <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
        Save card
      </Button>
    </form>
  );
}
