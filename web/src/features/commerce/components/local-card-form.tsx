// The spec's card fields (Name, Credit Card Number, Exp. Date, CVC Number), used locally against the
// Stripe stand-in. A refusal (bad number, declined card) shows as an error toast, as Stripe's would.
import { useState, type FormEvent } from 'react';
import { TextField } from '@web/components/ui';
import { TooltipButton } from '@web/components/tooltip-button';
import { showToast } from '@web/lib/toast';
import type { ConfirmCard } from '../lib/card-payment';
import { confirmLocalIntent, createLocalPaymentMethod, type CardDetails, type LocalStripe } from '../lib/local-stripe';
import { returnUrl } from '../lib/card-payment';

interface LocalCardFormProps {
  stripe: LocalStripe;
  payLabel: string;
  disabledReason: string | null;
  busy: boolean;
  confirmPath: string;
  onPay: (confirm: ConfirmCard) => Promise<void>;
}

const EMPTY: CardDetails = { name: '', number: '', expiry: '', cvc: '' };

export function LocalCardForm({ stripe, payLabel, disabledReason, busy, confirmPath, onPay }: LocalCardFormProps) {
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const [creating, setCreating] = useState(false);
  const field = (name: keyof CardDetails) => ({
    value: card[name],
    onChange: (event: { target: { value: string } }) => setCard((old) => ({ ...old, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabledReason || busy || creating) return;
    setCreating(true);
    try {
      const method = await createLocalPaymentMethod(stripe, card);
      if ('error' in method) {
        showToast({ type: 'error', message: method.error });
        return;
      }
      await onPay((clientSecret) => confirmLocalIntent(stripe, clientSecret, method.id, returnUrl(confirmPath)));
    } finally {
      setCreating(false);
    }
  };

  return (
    <form className="stack card-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Card details">
      <TextField label="Name" autoComplete="cc-name" isRequired {...field('name')} />
      <TextField
        label="Credit Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
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
      <TooltipButton
        type="submit"
        variation="primary"
        disabledReason={disabledReason}
        isLoading={busy || creating}
        loadingText="Processing payment…"
      >
        {payLabel}
      </TooltipButton>
    </form>
  );
}
