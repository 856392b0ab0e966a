import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeUser } from '@functions/domain/groups/members';

export const handler = defineHttpHandler(contracts.removeGroupUser, async ({ group, caller, params }) => ({
  status: 200,
  body: await removeUser(group, caller.userId, params.id),
}));
