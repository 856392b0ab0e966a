// The public check behind a provider card's QR code: who holds it and whether it is current.
import { cardStanding } from '../../../shared/rules/compliance';
import { getProviderCard } from '../../data/provider-cards';
import { NotFound } from '../../lib/errors';

export async function verifyCard(cardId: string, today: string) {
  const card = await getProviderCard(cardId);
  if (!card) throw new NotFound('We could not find a provider card with this id.');
  return {
    cardId: card.id,
    holderName: `${card.holderFirstName} ${card.holderLastName}`,
    courseName: card.courseName,
    issuedOn: card.issuedOn,
    expiresOn: card.expiresOn,
    standing: cardStanding(today, card.expiresOn),
  };
}
