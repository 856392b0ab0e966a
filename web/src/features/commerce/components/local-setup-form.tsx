// Saving a card locally: the spec's card fields, a PaymentMethod at the stand-in, then the SetupIntent
// (a learner's card) or the PaymentMethod id alone (a group's card, attached by our API). A card that
// needs 3-D Secure goes to the bank page and comes back here with the SetupIntent in the query
// (`setup_intent_client_secret`, Stripe's return parameters): its outcome goes to `onReturn`.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Heading, TextField } from '@web/components/ui';
import { returnUrl } from '../lib/card-payment';
import type { EnteredCard, SetupResult } from '../lib/entered-card';
import {
  confirmLocalSetup,
  createLocalPaymentMethod,
  localSetupOutcome,
  type CardDetails,
  type LocalStripe,
} from '../lib/local-stripe';

export function LocalSetupForm({
  stripe,
  busy,
  onSave,
  onReturn,
}: {
  stripe: LocalStripe;
  busy: boolean;
  onSave: (card: EnteredCard) => Promise<void>;
  onReturn?: (result: SetupResult) => void;
}) {
  const [card, setCard] = useState<CardDetails>({ name: '', number: '', expiry: '', cvc: '' });
  const returned = useRef(false);
  useEffect(() => {
    const clientSecret = new URLSearchParams(window.location.search).get('setup_intent_client_secret');
    if (!clientSecret || !onReturn || returned.current) return;
    returned.current = true;
    void localSetupOutcome(stripe, clientSecret).then(onReturn);
  }, [stripe, onReturn]);
  const field = (name: keyof CardDetails) => ({
    value: card[name],
    onChange: (event: { target: { value: string } }) => setCard((old) => ({ ...old, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const paymentMethod = () => createLocalPaymentMethod(stripe, card);
    void onSave({
      paymentMethod,
      confirmSetup: async (clientSecret) => {
        const method = await paymentMethod();
        return 'error' in method
          ? { ok: false, message: method.error }
          : confirmLocalSetup(stripe, clientSecret, method.id, returnUrl(window.location.pathname));
      },
    });
  };
  return (
    <form className="stack card-form" onSubmit={submit} noValidate aria-labelledby="add-card-title">
      <Heading level={2} id="add-card-title">
        Add a payment method
      </Heading>
      <TextField label="Name" autoComplete="cc-name" isRequired {...field('name')} />
      <TextField
        label="Credit Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        isRequired
        {...field('number')}
      />
      <div className="card-form__row">
        <TextField label="Exp. Date" autoComplete="cc-exp" placeholder="MM/YY" isRequired {...field('expiry')} />
        <TextField
          label="CVC Number"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          isRequired
          {...field('cvc')}
        />
      </div>
      <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
        Save card
      </Button>
    </form>
  );
}
