import * as contracts from '@shared/contracts/verifiable-credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { cardToRevoke } from '@functions/domain/admin/revoke-card';

export const handler = defineHttpHandler(contracts.getCardToRevoke, async ({ params }) => ({
  status: 200,
  body: await cardToRevoke(params.id),
}));
