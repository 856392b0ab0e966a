import { getGroupUser } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { groupMemberDetail } from '@functions/domain/groups/members';

export const handler = defineHttpHandler(getGroupUser, async ({ group, params }) => ({ status: 200, body: await groupMemberDetail(group, params.id) }));
