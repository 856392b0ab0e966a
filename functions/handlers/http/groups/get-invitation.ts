import { getInvitation } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { invitationDetails } from '@functions/domain/groups/invitations';

export const handler = defineHttpHandler(getInvitation, async ({ query }) => ({
  status: 200,
  body: await invitationDetails(query['user[auth_token]']),
}));
