import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { providerCardPdf } from '@functions/domain/credentials/provider-cards';

export const handler = defineHttpHandler(contracts.providerCardPdf, async ({ params, query, caller, request }) => ({
  status: 200,
  headers: { 'content-disposition': `inline; filename="provider-card-${params.id}.pdf"` },
  body: await providerCardPdf(caller.userId, params.id, query.user_course_uuid, await localToday(request)),
}));
