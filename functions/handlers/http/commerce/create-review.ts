import { createReview } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { submitReview } from '@functions/domain/commerce/reviews';

export const handler = defineHttpHandler(createReview, async ({ body, caller }) => ({
  status: 201,
  body: await submitReview(caller.user, body),
}));
