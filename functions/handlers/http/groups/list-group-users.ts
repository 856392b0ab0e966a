import { listGroupUsers } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupUsersPage } from '@functions/domain/groups/group-users';

export const handler = defineHttpHandler(listGroupUsers, async ({ group, query }) => ({
  status: 200,
  body: await groupUsersPage(group, query),
}));
