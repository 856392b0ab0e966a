// GET /api/verifications/:cardId.json?token=|lastName= (public): the card behind a QR code. The
// code's link carries a token that shows the card at once; without it the holder's last name must
// match (422 lastName when it is missing, 404 when it does not match; 429 when asked too often).
import { LAST_NAME_REQUIRED, verifyProviderCard as contract } from '@shared/contracts/credentials';
import { callApi } from '@web/lib/api';
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type QueryData } from '@web/lib/contract-query';

export { LAST_NAME_REQUIRED };
export type CardVerification = QueryData<typeof contract>;
export type CardLookup = { token: string } | { lastName: string };

/** The one message for an unknown card or a wrong name: a miss tells nothing. */
export const CARD_NOT_FOUND = 'We could not find a provider card with this id and last name.';

/** One look-up, as a reply (the last-name form shows its 422 and 429 like any form's errors). */
export function lookUpCard(cardId: string, lookup: CardLookup) {
  return callApi(contract, { params: { cardId }, query: lookup, redirectOnUnauthorized: false });
}

export const cardByTokenQueryOptions = (cardId: string, token: string) => contractQuery(contract, { params: { cardId }, query: { token } });

/** The look-up by the QR code's token, read as soon as the page opens. */
export function useCardByToken(cardId: string, token: string | null) {
  return useQuery({ ...cardByTokenQueryOptions(cardId, token ?? ''), enabled: Boolean(token) });
}
