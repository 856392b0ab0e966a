import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getInvitation } from '@functions/domain/groups/invitations';

export const handler = defineHttpHandler(contracts.getInvitation, async ({ query }) => ({
  status: 200,
  body: await getInvitation(query['user[auth_token]']),
}));
