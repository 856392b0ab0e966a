// GET /api/auth/socket.json: a short-lived token for a group admin's group channel (the realtime
// client that consumes it comes with the group portal).
import { SOCKET_TOKEN_VALID_SECONDS } from '@shared/constants';
import { fetchContract, type QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/socket-auth');

export type SocketAuth = QueryData<typeof contract>;

export const fetchSocketAuth = () => fetchContract(contract);

export const socketAuthQueryOptions = () => ({
  ...contractQuery(contract),
  // Refresh well before the token expires.
  staleTime: (SOCKET_TOKEN_VALID_SECONDS - 60) * 1000,
});

export function useSocketAuth(enabled: boolean) {
  return useCachedQuery({ ...socketAuthQueryOptions(), enabled });
}
