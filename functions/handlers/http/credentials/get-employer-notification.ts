import { getEmployerNotification } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { employerNotificationPage } from '@functions/domain/credentials/employer-notification';

export const handler = defineHttpHandler(getEmployerNotification, async ({ params, request }) => ({
  status: 200,
  body: await employerNotificationPage(params.userExamUuid, request.ip),
}));
