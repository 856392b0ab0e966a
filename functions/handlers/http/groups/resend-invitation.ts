import * as contracts from '@shared/contracts/group-invitations';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { resendInvitation } from '@functions/domain/groups/pending-invitations';

export const handler = defineHttpHandler(contracts.resendInvitation, async ({ group, caller, body }) => ({
  status: 200,
  body: await resendInvitation(group, caller.userId, body.email),
}));
