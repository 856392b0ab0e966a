import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { employerNotificationCardPdf } from '@functions/domain/credentials/employer-notification-card';

export const handler = defineHttpHandler(contracts.employerNotificationCardPdf, async ({ params, request }) => ({
  status: 200,
  headers: { 'content-disposition': 'inline; filename="provider-card.pdf"' },
  body: await employerNotificationCardPdf(params.userExamUuid, request.ip, await localToday(request)),
}));
