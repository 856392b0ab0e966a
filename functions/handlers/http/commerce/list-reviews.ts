import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listReviews } from '@functions/domain/commerce/reviews';

export const handler = defineHttpHandler(contracts.listReviews, async () => ({
  status: 200,
  body: await listReviews(),
}));
