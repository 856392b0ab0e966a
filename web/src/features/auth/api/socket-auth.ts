// GET /api/auth/socket.json: a short-lived token for the caller's group channel (the realtime
// client that consumes it comes with the group portal).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socketAuth as contract } from '../../../../../shared/contracts/auth';
import { SOCKET_TOKEN_VALID_SECONDS } from '../../../../../shared/constants';
import { callApi, type ReplyWith } from '../../../lib/api';
import { authKeys } from './keys';

export type SocketAuth = ReplyWith<typeof contract, 200>['body'];

/** Resolves to null when the caller has no group channel (404). */
export async function fetchSocketAuth(): Promise<SocketAuth | null> {
  const reply = await callApi(contract);
  return reply.status === 200 ? reply.body : null;
}

export const socketAuthQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.socket(),
    queryFn: fetchSocketAuth,
    // Refresh well before the token expires.
    staleTime: (SOCKET_TOKEN_VALID_SECONDS - 60) * 1000,
  });

export function useSocketAuth(enabled: boolean) {
  return useQuery({ ...socketAuthQueryOptions(), enabled });
}
