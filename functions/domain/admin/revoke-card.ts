// A content admin withdraws a provider card (fraud, a refund handled by hand): the card verifies as
// revoked on /verify, and the revocation bits of its verifiable credentials (the card's and its
// pass's CE certificates') are set in the published status lists. Repeating it changes nothing. The
// confirmation first names whose card it is, so a mistyped id is caught before it revokes another's.
import { getProviderCard } from '@functions/data/provider-cards';
import type { Caller } from '@functions/lib/caller';
import { NotFound } from '@functions/lib/errors';
import { audit } from '../audit/audit';
import { canonicalCardId } from '../credentials/card-issue';
import { revokeCardCredentials } from '../credentials/credential-status';

/** The card as the confirmation names it (the holder as printed on it, the course, its dates). */
export async function getCardToRevoke(cardId: string) {
  const card = await getProviderCard(canonicalCardId(cardId));
  if (!card) throw new NotFound('Provider card not found');
  return {
    cardId: card.id,
    holderName: `${card.holderFirstName} ${card.holderLastName}`,
    courseName: card.courseName,
    issuedOn: card.issuedOn,
    expiresOn: card.expiresOn,
    revokedAt: card.revokedAt,
  };
}

export async function revokeCard(caller: Caller, cardId: string, ip: string | null, now = new Date()) {
  const id = canonicalCardId(cardId);
  const revokedAt = await revokeCardCredentials(id, now);
  if (!revokedAt) throw new NotFound('Provider card not found');
  await audit('card.revoked', { actorId: caller.userId, ip, details: { cardId: id } }, now);
  return { cardId: id, revokedAt };
}
