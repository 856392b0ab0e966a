import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listGroupUsers } from '@functions/domain/groups/group-users';

export const handler = defineHttpHandler(contracts.listGroupUsers, async ({ group, query }) => ({
  status: 200,
  body: await listGroupUsers(group, query),
}));
