import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getUser } from '@functions/domain/groups/members';

export const handler = defineHttpHandler(contracts.getGroupUser, async ({ group, params }) => ({
  status: 200,
  body: await getUser(group, params.id),
}));
