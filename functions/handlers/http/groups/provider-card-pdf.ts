import * as contracts from '@shared/contracts/group-progress';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { providerCardPdf } from '@functions/domain/groups/member-provider-card-pdf';

export const handler = defineHttpHandler(contracts.groupProviderCardPdf, async ({ group, params, query, request }) => ({
  status: 200,
  headers: { 'content-disposition': `inline; filename="provider-card-${params.id}.pdf"` },
  body: await providerCardPdf(group, query.user_id, params.id, query.user_course_uuid, await localToday(request)),
}));
