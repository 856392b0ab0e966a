import * as contracts from '@shared/contracts/group-notifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateNotification } from '@functions/domain/group-notifications/settings';

export const handler = defineHttpHandler(contracts.updateNotification, async ({ group, params, body }) => ({
  status: 200,
  body: await updateNotification(group, params.template, body),
}));
