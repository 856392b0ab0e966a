import { inviteGroupMember } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { inviteOne } from '@functions/domain/groups/invitations';

export const handler = defineHttpHandler(inviteGroupMember, async ({ group, caller, body }) => ({
  status: 200,
  body: {
    ...(await inviteOne(group, caller.userId, body)),
    toaster: { type: 'success', message: `Invitation sent to ${body.email}.` },
  },
}));
