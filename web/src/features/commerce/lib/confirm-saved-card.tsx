// Confirming a PaymentIntent with a card already saved (checkout's saved card, an auto-renewal whose
// bank asked for authentication, a group's card): the local stand-in's API, or stripe.js in AWS
// (loaded only then). 3-D Secure: locally a redirect to the bank's page and back to `returnPath`;
// stripe.js authenticates in place.
import { useCallback, type ReactNode } from 'react';
import { useSession } from '@web/lib/session';
import { returnUrl, type CardOutcome } from './card-payment';
import { confirmLocalIntent } from './local-stripe';

export type ConfirmSavedCard = (
  clientSecret: string,
  paymentMethodId: string,
  returnPath: string,
) => Promise<CardOutcome>;

export function useConfirmSavedCard(): ConfirmSavedCard {
  const { payments } = useSession();
  return useCallback(
    async (clientSecret, paymentMethodId, returnPath) => {
      if (payments.provider === 'local' && payments.localApiUrl)
        return confirmLocalIntent(
          { apiUrl: payments.localApiUrl, publishableKey: payments.publishableKey },
          clientSecret,
          paymentMethodId,
          returnUrl(returnPath),
        );
      const { confirmWithSavedCard } = await import('./stripe-saved-card');
      return confirmWithSavedCard(payments.publishableKey, clientSecret, paymentMethodId);
    },
    [payments.provider, payments.localApiUrl, payments.publishableKey],
  );
}

/** The confirmation for a part of the app that may not import this feature (the app composes it in). */
export function WithSavedCardConfirmation({ children }: { children: (confirm: ConfirmSavedCard) => ReactNode }) {
  return <>{children(useConfirmSavedCard())}</>;
}
