// The public check behind a provider card: who holds it and whether it is current. The QR code's
// token proves the asker holds the card; without it the holder's last name must match, so the
// page cannot be used to list holders. Per-IP limited; never more than name, course, dates, standing.
import { CARD_NOT_FOUND, LAST_NAME_REQUIRED } from '@shared/constants';
import { cardStanding } from '@shared/rules/compliance';
import { getProviderCard, type ProviderCard } from '@functions/data/provider-cards';
import { countAttempt } from '@functions/data/rate-limits';
import { rateLimitSubject } from '@functions/lib/client-ip';
import { hashToken, sameHash } from '@functions/lib/crypto';
import { Invalid, NotFound, TooManyRequests } from '@functions/lib/errors';
import { canonicalCardId } from './card-issue';

export const VERIFY_LIMIT = { windowSeconds: 600, perIp: 30 } as const;

export interface VerifyRequest {
  cardId: string;
  token?: string;
  lastName?: string;
}

export async function verifyProviderCard(request: VerifyRequest, ip: string, today: string) {
  // Every look-up counts, found or not, with or without a token.
  if ((await countAttempt('verifyCard', `ip:${rateLimitSubject(ip)}`, VERIFY_LIMIT.windowSeconds)) > VERIFY_LIMIT.perIp)
    throw TooManyRequests.over('verifyCard:ip');
  const lastName = request.lastName?.trim() ?? '';
  const card = await getProviderCard(canonicalCardId(request.cardId));
  if (card && request.token && tokenMatches(card.verificationToken, request.token)) return present(card, today);
  // A missing or wrong token: the holder's last name decides.
  if (!lastName) throw Invalid.field('lastName', LAST_NAME_REQUIRED);
  if (!card || foldName(card.holderLastName) !== foldName(lastName)) throw new NotFound(CARD_NOT_FOUND);
  return present(card, today);
}

/** Constant-time: both sides are hashed to equal lengths first. Cards without a token never match. */
export function tokenMatches(stored: string, given: string): boolean {
  return stored !== '' && sameHash(hashToken(stored), hashToken(given));
}

/** 'Ødegård ' ~ 'odegard', 'NGUYỄN' ~ 'nguyen': trimmed, accents and case folded. */
export function foldName(name: string): string {
  return name
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function present(card: ProviderCard, today: string) {
  return {
    cardId: card.id,
    holderName: `${card.holderFirstName} ${card.holderLastName}`,
    courseName: card.courseName,
    issuedOn: card.issuedOn,
    expiresOn: card.expiresOn,
    standing: cardStanding(today, card.expiresOn, card.revokedAt),
  };
}
