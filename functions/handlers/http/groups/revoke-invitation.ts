import * as contracts from '@shared/contracts/group-invitations';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { revokeInvitation } from '@functions/domain/groups/pending-invitations';

export const handler = defineHttpHandler(contracts.revokeInvitation, async ({ group, body }) => ({
  status: 200,
  body: await revokeInvitation(group, body.email),
}));
