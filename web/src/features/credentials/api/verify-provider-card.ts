// GET /api/verifications/:cardId.json (public): the card behind a QR code; null for an unknown id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifyProviderCard as contract } from '../../../../../shared/contracts/credentials';
import { callApi, type ReplyWith } from '../../../lib/api';
import { credentialKeys } from './keys';

export type CardVerification = ReplyWith<typeof contract, 200>['body'];

export async function fetchVerification(cardId: string): Promise<CardVerification | null> {
  const reply = await callApi(contract, { params: { cardId }, redirectOnUnauthorized: false });
  return reply.status === 200 ? reply.body : null;
}

export const verificationQueryOptions = (cardId: string) =>
  queryOptions({ queryKey: credentialKeys.verification(cardId), queryFn: () => fetchVerification(cardId) });

export function useVerification(cardId: string, enabled = true) {
  return useQuery({ ...verificationQueryOptions(cardId), enabled: enabled && cardId !== '' });
}
