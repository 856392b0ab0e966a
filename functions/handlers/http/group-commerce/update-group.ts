import { updateGroup } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateGroupName } from '@functions/domain/group-commerce/settings';

export const handler = defineHttpHandler(updateGroup, async ({ group, params, body }) => ({
  status: 200,
  body: await updateGroupName(group, params.id, body.name),
}));
