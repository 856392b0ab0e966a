import * as contracts from '@shared/contracts/verifiable-credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { revokeCard } from '@functions/domain/admin/revoke-card';

export const handler = defineHttpHandler(contracts.revokeCard, async ({ params, caller, request }) => ({
  status: 200,
  body: await revokeCard(caller, params.id, request.ip),
}));
