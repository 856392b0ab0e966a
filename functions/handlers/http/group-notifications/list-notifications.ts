import * as contracts from '@shared/contracts/group-notifications';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listNotifications } from '@functions/domain/group-notifications/settings';

export const handler = defineHttpHandler(contracts.listNotifications, async ({ group }) => ({
  status: 200,
  body: { data: await listNotifications(group) },
}));
