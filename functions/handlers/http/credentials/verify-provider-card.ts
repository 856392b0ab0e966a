import { verifyProviderCard } from '../../../../shared/contracts/credentials';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { verifyCard } from '../../../domain/credentials/verify-card';

export const handler = defineHttpHandler(verifyProviderCard, async ({ params, query, request }) => ({
  status: 200,
  body: await verifyCard({ cardId: params.cardId, token: query.token, lastName: query.lastName }, request.ip, today()),
}));
