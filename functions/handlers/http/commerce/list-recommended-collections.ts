import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listRecommendedCollections } from '@functions/domain/commerce/recommendations';

export const handler = defineHttpHandler(contracts.listRecommendedCollections, async ({ query }) => ({
  status: 200,
  body: await listRecommendedCollections(
    (query.productIds ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
}));
