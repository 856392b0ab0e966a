import * as contracts from '@shared/contracts/verifiable-credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getCardToRevoke } from '@functions/domain/admin/revoke-card';

export const handler = defineHttpHandler(contracts.getCardToRevoke, async ({ params }) => ({
  status: 200,
  body: await getCardToRevoke(params.id),
}));
