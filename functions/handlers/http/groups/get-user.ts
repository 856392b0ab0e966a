import { getGroupUser } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupMemberDetail } from '@functions/domain/groups/members';

export const handler = defineHttpHandler(getGroupUser, async ({ group, params }) => ({
  status: 200,
  body: await groupMemberDetail(group, params.id),
}));
