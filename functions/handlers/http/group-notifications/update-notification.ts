import { updateNotification } from '@shared/contracts/group-notifications';
import { NOTIFICATION_MESSAGES } from '@shared/rules/notification-schedule';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateGroupNotification } from '@functions/domain/group-notifications/settings';

export const handler = defineHttpHandler(updateNotification, async ({ group, params, body }) => ({
  status: 200,
  body: {
    data: await updateGroupNotification(group, params.template, body),
    toaster: { type: 'success', message: NOTIFICATION_MESSAGES.saved },
  },
}));
