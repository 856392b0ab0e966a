import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { inviteMember } from '@functions/domain/groups/invitations';

export const handler = defineHttpHandler(contracts.inviteGroupMember, async ({ group, caller, body }) => ({
  status: 200,
  body: await inviteMember(group, caller.userId, body),
}));
