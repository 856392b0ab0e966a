// DELETE /api/auth/logout.json (204): ends the session on the server, then forgets the user here.
import { useContractMutation } from '@web/lib/contract-mutation';
import { setSignedOut } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('auth/logout');

export function useLogout() {
  return useContractMutation(contract, {
    request: () => ({
      redirectOnUnauthorized: false,
      onReply: (reply) => {
        if (reply.status === 204) setSignedOut();
      },
    }),
  });
}
