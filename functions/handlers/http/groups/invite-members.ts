import { inviteGroupMembers } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { inviteMembers } from '@functions/domain/groups/invitations';

export const handler = defineHttpHandler(inviteGroupMembers, async ({ group, caller, body }) => {
  const outcome = await inviteMembers(group, caller.userId, body.users);
  return { status: 200, body: { ...outcome, toaster: { type: 'success', message: `${outcome.invited.length} invitation${outcome.invited.length === 1 ? '' : 's'} sent.` } } };
});
