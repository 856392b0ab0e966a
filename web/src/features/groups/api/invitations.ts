// Invitations: send (many; the CSV's checked rows too), the course reminder, and, for the person
// invited, the invitation behind a link and its acceptance (which may sign them in).
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { reloadSession, setSignedIn } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';

const acceptInvitation = apiRoute('groups/accept-invitation');
const getInvitation = apiRoute('groups/get-invitation');
const groupDashboard = apiRoute('groups/dashboard');
const inviteGroupMembers = apiRoute('groups/invite-members');
const listGroupUsers = apiRoute('groups/list-group-users');
const listPendingInvitations = apiRoute('groups/list-pending-invitations');
const sendCompleteCourseReminder = apiRoute('groups/send-course-reminder');

export function useInviteMembers() {
  return useContractMutation(inviteGroupMembers, {
    request: (body: BodyInput<typeof inviteGroupMembers>) => ({ body }),
    invalidates: [listGroupUsers, groupDashboard, listPendingInvitations],
  });
}

export function useCourseReminder() {
  return useContractMutation(sendCompleteCourseReminder, { request: (email: string) => ({ body: { email } }) });
}

export const useInvitation = (authToken: string, { enabled = true } = {}) =>
  useContractQuery(getInvitation, { query: { 'user[auth_token]': authToken } }, { retry: false, enabled });

export function useAcceptInvitation() {
  return useContractMutation(acceptInvitation, {
    request: (body: BodyInput<typeof acceptInvitation>) => ({
      body,
      // A 401/403 (a confirmed account not signed in as itself) is the page's to explain.
      redirectOnUnauthorized: false,
      // The page follows the redirect itself, with the group's name for the welcome there.
      followRedirect: false,
      onReply: (reply) => {
        if (reply.status === 200 && reply.body.user) setSignedIn({ currentUser: reply.body.user, group: null });
        // A signed-in account that joined: its session now has a group.
        else if (reply.status === 200) void reloadSession();
      },
    }),
  });
}
