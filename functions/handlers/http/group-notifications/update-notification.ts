import * as contracts from '@shared/contracts/group-notifications';
import { NOTIFICATION_MESSAGES } from '@shared/rules/notification-schedule';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateNotification } from '@functions/domain/group-notifications/settings';

export const handler = defineHttpHandler(contracts.updateNotification, async ({ group, params, body }) => ({
  status: 200,
  body: {
    data: await updateNotification(group, params.template, body),
    toaster: { type: 'success', message: NOTIFICATION_MESSAGES.saved },
  },
}));
