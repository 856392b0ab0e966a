// Checkout with a saved card: the learner's cards (default first) or a new card. While the cards load it
// says so (rather than flashing the new-card form); if they cannot be loaded, a new card still pays.
import type { ReactNode } from 'react';
import { LoadingState } from '@web/components/loading-state';
import { TooltipButton } from '@web/components/tooltip-button';
import { usePaymentMethods, useDefaultPaymentMethod } from '../api/billing';
import type { ConfirmCard } from '../lib/card-payment';
import { useConfirmSavedCard } from '../lib/confirm-saved-card';

export const NEW_CARD = 'new';

interface SavedCardChoiceProps {
  choice: string;
  onChoose: (choice: string) => void;
  payLabel: string;
  disabledReason: string | null;
  busy: boolean;
  confirmPath: string;
  onPay: (confirm: ConfirmCard) => Promise<void>;
  /** The new-card form, shown when "Use a new card" is chosen or there is no saved card. */
  newCard: ReactNode;
}

export function SavedCardChoice({
  choice,
  onChoose,
  payLabel,
  disabledReason,
  busy,
  confirmPath,
  onPay,
  newCard,
}: SavedCardChoiceProps) {
  const cards = usePaymentMethods();
  const defaultCard = useDefaultPaymentMethod();
  const confirmSaved = useConfirmSavedCard();
  if (cards.isPending) return <LoadingState label="Loading your saved cards…" />;
  const saved = cards.data?.data ?? [];
  if (!saved.length) return <>{newCard}</>;
  const defaultId = defaultCard.data?.paymentMethod?.paymentMethodId;
  const ordered = [...saved].sort(
    (a, b) => Number(b.paymentMethodId === defaultId) - Number(a.paymentMethodId === defaultId),
  );
  const selected =
    choice === NEW_CARD || saved.some((c) => c.paymentMethodId === choice) ? choice : ordered[0]!.paymentMethodId;

  const paySaved = () => onPay((clientSecret) => confirmSaved(clientSecret, selected, confirmPath));

  return (
    <>
      <fieldset className="saved-card-choice">
        <legend>Pay with</legend>
        {ordered.map((card) => (
          <label key={card.paymentMethodId}>
            <input
              type="radio"
              name="card"
              value={card.paymentMethodId}
              checked={selected === card.paymentMethodId}
              onChange={() => onChoose(card.paymentMethodId)}
            />{' '}
            {card.brand.toUpperCase()} ending in {card.last4}
          </label>
        ))}
        <label>
          <input
            type="radio"
            name="card"
            value={NEW_CARD}
            checked={selected === NEW_CARD}
            onChange={() => onChoose(NEW_CARD)}
          />{' '}
          Use a new card
        </label>
      </fieldset>
      {selected === NEW_CARD ? (
        newCard
      ) : (
        <TooltipButton
          variation="primary"
          disabledReason={disabledReason}
          isLoading={busy}
          loadingText="Processing payment…"
          onClick={() => void paySaved()}
        >
          {payLabel}
        </TooltipButton>
      )}
    </>
  );
}
