import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { verifyProviderCard } from '@functions/domain/credentials/verify-card';

export const handler = defineHttpHandler(contracts.verifyProviderCard, async ({ params, query, request }) => ({
  status: 200,
  body: await verifyProviderCard(
    { cardId: params.cardId, token: query.token, lastName: query.lastName },
    request.ip,
    await localToday(request),
  ),
}));
