import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeUser } from '@functions/domain/groups/members';

export const handler = defineHttpHandler(contracts.removeGroupUser, async ({ group, caller, params }) => {
  const { name } = await removeUser(group, caller.userId, params.id);
  return { status: 200, body: { toaster: { type: 'success', message: `${name} was removed from your group.` } } };
});
