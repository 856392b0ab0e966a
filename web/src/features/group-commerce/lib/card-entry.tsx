// The card-entry form is commerce's (one form for every card the product saves); the app composes it
// in through this context so this feature does not import another one.
import { createContext, useContext, type ComponentType } from 'react';

export interface EnteredGroupCard {
  /** Gives the card to the payment provider and returns its PaymentMethod id (or the provider's refusal). */
  paymentMethod: () => Promise<{ id: string } | { error: string }>;
}

export type CardEntryForm = ComponentType<{ busy: boolean; onSave: (card: EnteredGroupCard) => Promise<void> }>;

const CardEntryContext = createContext<CardEntryForm | null>(null);

export const CardEntryProvider = CardEntryContext.Provider;

export function useCardEntryForm(): CardEntryForm {
  const form = useContext(CardEntryContext);
  if (!form) throw new Error('useCardEntryForm() needs a CardEntryProvider (see app/signed-in-routes.tsx)');
  return form;
}
