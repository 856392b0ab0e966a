// DELETE /api/auth/logout.json (204): ends the session on the server, then forgets the user here.
import { logout as contract } from '@shared/contracts/auth';
import { useContractMutation } from '@web/lib/contract-query';
import { setSignedOut } from '@web/lib/session';

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
