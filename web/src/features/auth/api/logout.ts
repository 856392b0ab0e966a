// DELETE /api/auth/logout.json (204): ends the session on the server, then forgets the user here.
import { useMutation } from '@tanstack/react-query';
import { logout as contract } from '../../../../../shared/contracts/auth';
import { callApi } from '../../../lib/api';
import { setSignedOut } from '../../../lib/session';

export function logout() {
  return callApi(contract, {
    redirectOnUnauthorized: false,
    onReply: (reply) => {
      if (reply.status === 204) setSignedOut();
    },
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
