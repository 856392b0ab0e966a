// Group sign-up and joining by code: both create an account and sign it in (201), or 422 per field.
import * as groups from '@shared/contracts/groups';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { setSignedIn } from '@web/lib/session';

export function useGroupSignup() {
  return useContractMutation(groups.groupSignup, {
    request: (body: BodyInput<typeof groups.groupSignup>) => ({ body, onReply: (reply) => { if (reply.status === 201) setSignedIn({ currentUser: reply.body.user, group: reply.body.group }); } }),
  });
}

export function useJoinGroup() {
  return useContractMutation(groups.joinGroupSignup, {
    request: (body: BodyInput<typeof groups.joinGroupSignup>) => ({ body, onReply: (reply) => { if (reply.status === 201) setSignedIn({ currentUser: reply.body.user, group: reply.body.group }); } }),
  });
}
