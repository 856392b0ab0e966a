import { verifyProviderCard } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { verifyCard } from '@functions/domain/credentials/verify-card';

export const handler = defineHttpHandler(verifyProviderCard, async ({ params, query, request }) => ({
  status: 200,
  body: await verifyCard(
    { cardId: params.cardId, token: query.token, lastName: query.lastName },
    request.ip,
    await localToday(request),
  ),
}));
