// Group sign-up and joining by code: both create an account and sign it in (201), or 422 per field.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setSignedIn } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const groupSignup = apiRoute('groups/signup');
const joinGroupSignup = apiRoute('groups/join-by-code');

export function useGroupSignup() {
  return useContractMutation(groupSignup, {
    request: (body: BodyInput<typeof groupSignup>) => ({
      body,
      onReply: (reply) => {
        if (reply.status === 201) setSignedIn({ currentUser: reply.body.user, group: reply.body.group });
      },
    }),
  });
}

export function useJoinGroup() {
  return useContractMutation(joinGroupSignup, {
    request: (body: BodyInput<typeof joinGroupSignup>) => ({
      body,
      onReply: (reply) => {
        if (reply.status === 201) setSignedIn({ currentUser: reply.body.user, group: reply.body.group });
      },
    }),
  });
}
