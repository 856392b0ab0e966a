import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getEmployerNotification } from '@functions/domain/credentials/employer-notification';

export const handler = defineHttpHandler(contracts.getEmployerNotification, async ({ params, request }) => ({
  status: 200,
  body: await getEmployerNotification(params.userExamUuid, request.ip),
}));
