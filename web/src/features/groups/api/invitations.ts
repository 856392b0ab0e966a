// Invitations: send (many; the CSV's checked rows too), the course reminder, and, for the person
// invited, the invitation behind a link and its acceptance (which may sign them in).
import * as groups from '@shared/contracts/groups';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation, useContractQuery } from '@web/lib/contract-query';
import { setSignedIn } from '@web/lib/session';

export function useInviteMembers() {
  return useContractMutation(groups.inviteGroupMembers, { request: (body: BodyInput<typeof groups.inviteGroupMembers>) => ({ body }), invalidates: [groups.listGroupUsers, groups.groupDashboard] });
}

export function useCourseReminder() {
  return useContractMutation(groups.sendCompleteCourseReminder, { request: (email: string) => ({ body: { email } }) });
}

export const useInvitation = (authToken: string) =>
  useContractQuery(groups.getInvitation, { query: { 'user[auth_token]': authToken } }, { retry: false });

export function useAcceptInvitation() {
  return useContractMutation(groups.acceptInvitation, {
    request: (body: BodyInput<typeof groups.acceptInvitation>) => ({
      body,
      onReply: (reply) => {
        if (reply.status === 200 && reply.body.user) setSignedIn({ currentUser: reply.body.user, group: null });
      },
    }),
  });
}
