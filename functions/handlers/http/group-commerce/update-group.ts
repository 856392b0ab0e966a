import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateGroup } from '@functions/domain/group-commerce/settings';

export const handler = defineHttpHandler(contracts.updateGroup, async ({ group, params, body }) => ({
  status: 200,
  body: await updateGroup(group, params.id, body.name),
}));
