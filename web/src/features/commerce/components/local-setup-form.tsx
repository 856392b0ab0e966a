// Saving a card locally: the spec's card fields, a PaymentMethod at the stand-in, then the SetupIntent
// (a learner's card) or the PaymentMethod id alone (a group's card, attached by our API).
import { useState, type FormEvent } from 'react';
import { Button, Heading, TextField } from '@web/components/ui';
import type { EnteredCard } from '../lib/entered-card';
import { confirmLocalSetup, createLocalPaymentMethod, type CardDetails, type LocalStripe } from '../lib/local-stripe';

export function LocalSetupForm({
  stripe,
  busy,
  onSave,
}: {
  stripe: LocalStripe;
  busy: boolean;
  onSave: (card: EnteredCard) => Promise<void>;
}) {
  const [card, setCard] = useState<CardDetails>({ name: '', number: '', expiry: '', cvc: '' });
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
          : confirmLocalSetup(stripe, clientSecret, method.id);
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
