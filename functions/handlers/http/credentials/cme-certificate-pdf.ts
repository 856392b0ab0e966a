import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { cmeCertificatePdf } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(contracts.cmeCertificatePdf, async ({ params, query, caller, request }) => ({
  status: 200,
  headers: { 'content-disposition': `inline; filename="ce-certificate-${params.id}.pdf"` },
  body: await cmeCertificatePdf(caller.userId, params.id, query.user_course_uuid, await localToday(request)),
}));
