import { listRecommendedCollections } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { recommendedCollections } from '@functions/domain/commerce/recommendations';

export const handler = defineHttpHandler(listRecommendedCollections, async ({ query }) => ({
  status: 200,
  body: await recommendedCollections(
    (query.productIds ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
}));
