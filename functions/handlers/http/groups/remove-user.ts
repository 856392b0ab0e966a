import { removeGroupUser } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeGroupMember } from '@functions/domain/groups/members';

export const handler = defineHttpHandler(removeGroupUser, async ({ group, caller, params }) => {
  const { name } = await removeGroupMember(group, caller.userId, params.id);
  return { status: 200, body: { toaster: { type: 'success', message: `${name} was removed from your group.` } } };
});
