import * as contracts from '@shared/contracts/group-notifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getNotification } from '@functions/domain/group-notifications/settings';

export const handler = defineHttpHandler(contracts.getNotification, async ({ group, params }) => ({
  status: 200,
  body: { data: await getNotification(group, params.template) },
}));
