import * as contracts from '@shared/contracts/credentials';
import { defineSessionlessHttpHandler } from '@functions/handlers/define-http-handler';
import { blankProviderCardPdf } from '@functions/domain/credentials/blank-provider-card-pdf';

export const handler = defineSessionlessHttpHandler(contracts.blankProviderCardPdf, async ({ params }) => ({
  status: 200,
  body: await blankProviderCardPdf(params.id),
}));
