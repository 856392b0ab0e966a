// The group's saved cards: a list to delete from (billing) or to choose one to pay with (checkout).
import type { ReactNode } from 'react';

export interface SavedGroupCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export const cardLabel = (card: SavedGroupCard) =>
  `${card.brand.toUpperCase()} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

export function SavedCards({
  cards,
  action,
}: {
  cards: SavedGroupCard[];
  action: (card: SavedGroupCard) => ReactNode;
}) {
  return (
    <ul className="group-saved-cards" aria-label="Saved cards">
      {cards.map((card) => (
        <li key={card.paymentMethodId} className="group-saved-card">
          <span>{cardLabel(card)}</span>
          {action(card)}
        </li>
      ))}
    </ul>
  );
}
