// Card entry and saved-card payment are commerce's (one card form and one stripe.js / stand-in client
// for every card the product handles); the app composes them in through this context so this feature
// does not import another one.
import { createContext, useContext, type ComponentType } from 'react';

/** A SetupIntent's outcome: the saved card, the provider's refusal, or the bank's 3-D Secure page to go to. */
export type SetupOutcome =
  | { ok: true; paymentMethodId: string }
  | { ok: false; message: string }
  | { ok: false; redirectTo: string };

export interface EnteredGroupCard {
  /** Confirms the group's SetupIntent with the typed card (Stripe's card check, and 3-D Secure when the bank asks). */
  confirmSetup: (clientSecret: string) => Promise<SetupOutcome>;
}

export type CardEntryForm = ComponentType<{
  busy: boolean;
  onSave: (card: EnteredGroupCard) => Promise<void>;
  /** Back from the bank's page (locally): the SetupIntent's outcome. */
  onReturn?: (result: SetupOutcome) => void;
}>;

export type PaymentOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'redirect'; url: string }
  | { status: 'failed'; message: string };

/** Confirms a PaymentIntent with a saved card; 3-D Secure locally leaves for the bank's page and comes back to `returnPath`. */
export type ConfirmCardPayment = (
  clientSecret: string,
  paymentMethodId: string,
  returnPath: string,
) => Promise<PaymentOutcome>;

export interface CardEntry {
  Form: CardEntryForm;
  confirmPayment: ConfirmCardPayment;
}

const CardEntryContext = createContext<CardEntry | null>(null);

export const CardEntryProvider = CardEntryContext.Provider;

export function useCardEntry(): CardEntry {
  const entry = useContext(CardEntryContext);
  if (!entry) throw new Error('useCardEntry() needs a CardEntryProvider (see app/signed-in-routes.tsx)');
  return entry;
}

/** Stripe's return query after the bank's page (locally), minus which the page shows again as it was. */
export const bankReturn = () => {
  const query = new URLSearchParams(window.location.search);
  return {
    setupIntent: query.get('setup_intent_client_secret'),
    paymentIntent: query.get('payment_intent'),
    succeeded: query.get('redirect_status') === 'succeeded',
  };
};
