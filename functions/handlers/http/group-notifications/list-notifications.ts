import { listNotifications } from '@shared/contracts/group-notifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupNotifications } from '@functions/domain/group-notifications/settings';

export const handler = defineHttpHandler(listNotifications, async ({ group }) => ({
  status: 200,
  body: { data: await groupNotifications(group) },
}));
