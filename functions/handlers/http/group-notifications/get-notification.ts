import { getNotification } from '@shared/contracts/group-notifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupNotification } from '@functions/domain/group-notifications/settings';

export const handler = defineHttpHandler(getNotification, async ({ group, params }) => ({
  status: 200,
  body: { data: await groupNotification(group, params.template) },
}));
