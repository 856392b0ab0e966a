// The public verification link of a card (its QR code, the employer page): apart from the PDF
// renderer so the pages that only show the link do not bundle it.
import { href, paths } from '@shared/paths';
import type { ProviderCard } from '@functions/data/provider-cards';
import { env } from '@functions/lib/env';

/** The card's QR code and link: the token lets whoever holds the card skip the last-name check. */
export function verifyUrl(card: Pick<ProviderCard, 'id' | 'verificationToken'>): string {
  const page = `${env().APP_URL}${href(paths.verifyCard, { cardId: card.id })}`;
  return card.verificationToken ? `${page}?token=${encodeURIComponent(card.verificationToken)}` : page;
}
