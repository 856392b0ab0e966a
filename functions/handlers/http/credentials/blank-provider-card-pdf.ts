import * as contracts from '@shared/contracts/credentials';
import { defineSessionlessHttpHandler } from '@functions/handlers/define-http-handler';
import { blankProviderCardPdf } from '@functions/domain/credentials/blank-provider-card-pdf';

export const handler = defineSessionlessHttpHandler(contracts.blankProviderCardPdf, async ({ params }) => ({
  status: 200,
  // The same for everyone until an admin edits the course: cached for an hour, at the edge too (web-stack.ts).
  headers: { 'cache-control': 'public, max-age=3600' },
  body: await blankProviderCardPdf(params.id),
}));
