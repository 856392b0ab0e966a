import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createReview } from '@functions/domain/commerce/reviews';

export const handler = defineHttpHandler(contracts.createReview, async ({ body, caller }) => ({
  status: 201,
  body: await createReview(caller.user, body),
}));
