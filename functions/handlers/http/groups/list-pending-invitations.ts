import * as contracts from '@shared/contracts/group-invitations';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listPendingInvitations } from '@functions/domain/groups/pending-invitations';

export const handler = defineHttpHandler(contracts.listPendingInvitations, async ({ group, query }) => ({
  status: 200,
  body: await listPendingInvitations(group, query),
}));
