// The invitations not yet accepted (GET /api/groups/invitations.json, a page by address), sending
// one again and withdrawing one: both make the list stale.
import type { PendingInvitation } from '@shared/contracts/group-invitations';
import { keepPreviousData } from '@tanstack/react-query';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const listPendingInvitations = apiRoute('groups/list-pending-invitations');
const resendInvitation = apiRoute('groups/resend-invitation');
const revokeInvitation = apiRoute('groups/revoke-invitation');

export type { PendingInvitation };

export const usePendingInvitations = (page: number, perPage: number) =>
  useContractQuery(listPendingInvitations, { query: { page, perPage } }, { placeholderData: keepPreviousData });

export const useResendInvitation = () =>
  useContractMutation(resendInvitation, {
    request: (email: string) => ({ body: { email } }),
    invalidates: [listPendingInvitations],
  });

export const useRevokeInvitation = () =>
  useContractMutation(revokeInvitation, {
    request: (email: string) => ({ body: { email } }),
    invalidates: [listPendingInvitations],
  });
