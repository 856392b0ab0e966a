// GET /api/verifications/:cardId.json?token=|lastName= (public): the card behind a QR code. The
// code's link carries a token that shows the card at once; without it the holder's last name must
// match (422 lastName when it is missing, 404 when it does not match; 429 when asked too often).
//
// The token look-up is the one read of the app outside the react-query cache: /verify is a public
// page opened from a phone's camera, nothing else shows a verification, and leaving react-query
// out keeps the page within its 100 KB first-download budget (docs/decisions/007).
import { useCallback, useEffect, useState } from 'react';
import { CARD_NOT_FOUND, LAST_NAME_REQUIRED } from '@shared/constants';
import { callApi } from '@web/lib/api';
import { fetchContract, type QueryData } from '@web/lib/contract-key';
import { apiRoute } from '@web/lib/api-route';
import { withRetries } from '@web/lib/retry';

const contract = apiRoute('credentials/verify-provider-card');

export { CARD_NOT_FOUND, LAST_NAME_REQUIRED };
export type CardVerification = QueryData<typeof contract>;
export type CardLookup = { token: string } | { lastName: string };

/** One look-up, as a reply (the last-name form shows its 422 and 429 like any form's errors). */
export function lookUpCard(cardId: string, lookup: CardLookup) {
  return callApi(contract, { params: { cardId }, query: lookup, redirectOnUnauthorized: false });
}

// A look-up the page's prefetch started on a fresh load, handed to the page once (every later
// visit reads afresh: a card's standing can change).
let prefetched: { key: string; read: Promise<CardVerification> } | null = null;

/** Starts the look-up by token ahead of the page (see lib/prefetch.ts). */
const fetchCardByToken = (cardId: string, token: string) =>
  withRetries(() => fetchContract(contract, { params: { cardId }, query: { token } }));

export function prefetchCardByToken(cardId: string, token: string): void {
  const read = fetchCardByToken(cardId, token);
  read.catch(() => undefined);
  prefetched = { key: `${cardId}?${token}`, read };
}

function readCardByToken(cardId: string, token: string): Promise<CardVerification> {
  const handed = prefetched;
  prefetched = null;
  if (handed?.key === `${cardId}?${token}`) return handed.read;
  return fetchCardByToken(cardId, token);
}

export interface CardByToken {
  data: CardVerification | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => void;
}

/** The look-up by the QR code's token, read as soon as the page opens (nothing without a token). */
export function useCardByToken(cardId: string, token: string | null): CardByToken {
  const key = token ? `${cardId}?${token}` : null;
  const [state, setState] = useState<{
    key: string | null;
    data?: CardVerification;
    error?: unknown;
    loading: boolean;
  }>({ key, loading: Boolean(token) });
  const [attempt, setAttempt] = useState(0);
  // Another card (or none): nothing of the previous look-up is shown.
  if (state.key !== key) setState({ key, loading: Boolean(token) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger (refetch bumps it to read again)
  useEffect(() => {
    if (!token) return;
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    readCardByToken(cardId, token).then(
      (data) => current && setState({ key: `${cardId}?${token}`, data, loading: false }),
      (error: unknown) => current && setState({ key: `${cardId}?${token}`, error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [cardId, token, attempt]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const failed = state.error !== undefined && state.data === undefined;
  return {
    data: state.data,
    error: failed ? state.error : null,
    isPending: Boolean(token) && state.data === undefined && !failed,
    isError: failed,
    isRefetching: failed && state.loading,
    refetch,
  };
}
